import { create } from 'zustand';
import type { UserInfo } from '../../protocol/schemas/accounts.ts';
import { forgetSessionCopies } from '../offline/lastKnownStore.ts';

const TOKEN_KEY = 'pipwave.token';

/** SPEC §3's user as GET /api/user/info returns it. */
export type SessionUser = UserInfo;

interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /**
   * The last session on this device ended because the server no longer knew it (not by log-out): the
   * log-in screen says "session expired" only then, never to a visitor who never had a session.
   */
  expired: boolean;
  setToken(token: string): void;
  setUser(user: SessionUser | null): void;
  /** Forgets the token and the user (log-out). */
  clear(): void;
  /** Forgets the token and the user because the server refused them: the session expired. */
  expire(): void;
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
  expired: false,
  setToken(token) {
    writeToken(token);
    set({ token, expired: false });
  },
  setUser(user) {
    set({ user });
  },
  clear() {
    writeToken(null);
    forgetSessionCopies();
    set({ token: null, user: null, expired: false });
  },
  expire() {
    writeToken(null);
    forgetSessionCopies();
    set({ token: null, user: null, expired: true });
  },
}));

export const isLoggedIn = (state: SessionState) => state.token !== null;
