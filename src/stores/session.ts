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
  /**
   * Where the log-in returns to when this session was ended on purpose from a screen that then closes (a
   * password change goes back to the user centre, not to the change form); null: the screen it was on.
   */
  returnTo: string | null;
  setToken(token: string): void;
  setUser(user: SessionUser | null): void;
  /** Forgets the token and the user (log-out); the log-in then returns to `returnTo` if given. */
  clear(returnTo?: string): void;
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
  returnTo: null,
  setToken(token) {
    writeToken(token);
    set({ token, expired: false, returnTo: null });
  },
  setUser(user) {
    set({ user });
  },
  clear(returnTo) {
    writeToken(null);
    forgetSessionCopies();
    set({ token: null, user: null, expired: false, returnTo: returnTo ?? null });
  },
  expire() {
    writeToken(null);
    forgetSessionCopies();
    set({ token: null, user: null, expired: true });
  },
}));

export const isLoggedIn = (state: SessionState) => state.token !== null;
