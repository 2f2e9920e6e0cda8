import { create } from 'zustand';
import type { UserInfo } from '../../protocol/schemas/accounts.ts';
import { forgetSessionCopies } from '../offline/lastKnownStore.ts';

const TOKEN_KEY = 'pipwave.token';

/** SPEC §3's user as GET /api/user/info returns it. */
export type SessionUser = UserInfo;

interface SessionState {
  token: string | null;
  user: SessionUser | null;
  setToken(token: string): void;
  setUser(user: SessionUser | null): void;
  /** Forgets the token and the user (log-out, session expired). */
  clear(): void;
}

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function writeToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    // storage unavailable: the session lasts for this page only
  }
}

export const useSession = create<SessionState>((set) => ({
  token: readToken(),
  user: null,
  setToken(token) {
    writeToken(token);
    set({ token });
  },
  setUser(user) {
    set({ user });
  },
  clear() {
    writeToken(null);
    forgetSessionCopies();
    set({ token: null, user: null });
  },
}));

export const isLoggedIn = (state: SessionState) => state.token !== null;
