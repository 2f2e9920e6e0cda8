import { type Envelope, SESSION_INVALID_CODE, SUCCESS_CODE } from '../../protocol/envelope.ts';
import type { TokenReply } from '../../protocol/schemas/accounts.ts';
import type { AdminUserPage, StaffInfo } from '../../protocol/schemas/admin.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { ADMIN_PAGE_SIZE } from './adminPaging.ts';

const STAFF_TOKEN_KEY = 'pipwave.staffToken';

/** Staff sessions live apart from the user's: their own token, their own storage key. */
export function staffToken(): string | null {
  try {
    return localStorage.getItem(STAFF_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setStaffToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(STAFF_TOKEN_KEY, token);
    else localStorage.removeItem(STAFF_TOKEN_KEY);
  } catch {
    // storage unavailable: the session lasts for this page only
  }
}

export class AdminApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('lang', currentLanguage());
  const token = staffToken();
  if (token) headers.set('Authorization', token);
  const response = await fetch(path, { ...init, headers });
  const payload = (await response.json()) as Envelope<T>;
  if (payload.code === SUCCESS_CODE) return payload.data;
  if (payload.code === SESSION_INVALID_CODE) setStaffToken(null);
  throw new AdminApiError(payload.code, payload.msg);
}

export const adminApi = {
  login: (email: string, password: string, code: string) =>
    call<TokenReply>('/admin/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, code }),
    }),
  me: () => call<StaffInfo>('/admin/api/me'),
  logout: () => call<null>('/admin/api/logout', { method: 'POST' }),
  users: (page: number, realOnly: boolean) =>
    call<AdminUserPage>(`/admin/api/users?page=${page}&page_size=${ADMIN_PAGE_SIZE}&real_only=${realOnly ? 1 : 0}`),
};
