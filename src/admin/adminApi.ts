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

/** A form's label for a field by its wire name; undefined for a field the form does not show. */
export type FieldLabel = (field: string) => string | undefined;

/** A refusal of a back-office call: the envelope's code and message, and the field it names when it names one. */
export class AdminApiError extends Error {
  readonly code: number;
  /** the wire name of the field the refusal is about */
  readonly field: string | undefined;
  /** the message with `{{field}}` where it names the field */
  private readonly fieldMessage: string | undefined;

  constructor(envelope: Pick<Envelope<unknown>, 'code' | 'msg' | 'field' | 'field_msg'>) {
    super(envelope.msg);
    this.code = envelope.code;
    this.field = envelope.field;
    this.fieldMessage = envelope.field_msg;
  }

  /** The message naming its field as the form labels it ("Minimum must be …"), or as sent when the form has no such field. */
  labelled(labelOf: FieldLabel): string {
    const label = this.field === undefined ? undefined : labelOf(this.field);
    if (label === undefined || this.fieldMessage === undefined) return this.message;
    return this.fieldMessage.replaceAll('{{field}}', label);
  }
}

/** What staff read when a call failed: the refusal (its field named by `labelOf`), or the error's own words. */
export function failureText(failure: unknown, labelOf: FieldLabel = () => undefined): string {
  if (failure instanceof AdminApiError) return failure.labelled(labelOf);
  return failure instanceof Error ? failure.message : String(failure);
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
  throw new AdminApiError(payload);
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
