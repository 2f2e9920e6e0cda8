import { type Envelope, SESSION_INVALID_CODE, SUCCESS_CODE } from '../../protocol/envelope.ts';
import type {
  AdminDepositMethod,
  AdminDepositPage,
  AdminIdentityPage,
  AdminPaymentConfig,
  AdminReviewReply,
  AdminUserLedger,
  AdminWireMethod,
  AdminWithdrawalPage,
  AdminWithdrawCurrency,
  AuditPage,
} from '../../protocol/schemas/paymentsAdmin.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { AdminApiError, setStaffToken, staffToken } from './adminApi.ts';
import { ADMIN_PAGE_SIZE, AUDIT_PAGE_SIZE } from './adminPaging.ts';

/** A back office call with the staff session: GET without a body, POST with one (JSON). */
export async function staffCall<T>(path: string, body?: unknown): Promise<T> {
  const headers = new Headers({ lang: currentLanguage() });
  const token = staffToken();
  if (token) headers.set('Authorization', token);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? null : JSON.stringify(body),
  });
  const payload = (await response.json()) as Envelope<T>;
  if (payload.code === SUCCESS_CODE) return payload.data;
  if (payload.code === SESSION_INVALID_CODE) setStaffToken(null);
  throw new AdminApiError(payload);
}

export type QueueName = 'deposits' | 'withdrawals' | 'identities';

const query = (status: number | null, page: number) =>
  `status=${status ?? ''}&page=${page}&page_size=${ADMIN_PAGE_SIZE}`.replace('status=&', '');

/** The back office's payment calls (staff session). */
export const adminPaymentsApi = {
  deposits: (status: number | null, page: number) =>
    staffCall<AdminDepositPage>(`/admin/api/deposits?${query(status, page)}`),
  withdrawals: (status: number | null, page: number) =>
    staffCall<AdminWithdrawalPage>(`/admin/api/withdrawals?${query(status, page)}`),
  identities: (status: number | null, page: number) =>
    staffCall<AdminIdentityPage>(`/admin/api/identities?${query(status, page)}`),
  review: (queue: QueueName, id: number, approve: boolean, reason: string) =>
    staffCall<AdminReviewReply>(`/admin/api/${queue}/review`, { id, approve, reason }),
  config: () => staffCall<AdminPaymentConfig>('/admin/api/payment_config'),
  saveDepositMethod: (method: AdminDepositMethod) =>
    staffCall<{ id: number }>('/admin/api/deposit_methods/save', method),
  saveWireMethod: (method: AdminWireMethod) => staffCall<{ id: number }>('/admin/api/wire_methods/save', method),
  saveWithdrawCurrency: (currency: AdminWithdrawCurrency) =>
    staffCall<{ id: number }>('/admin/api/withdraw_currencies/save', currency),
  userLedger: (user: string, page: number) =>
    staffCall<AdminUserLedger>(`/admin/api/user_ledger?user=${encodeURIComponent(user)}&page=${page}`),
  audit: (page: number) => staffCall<AuditPage>(`/admin/api/audit?page=${page}&page_size=${AUDIT_PAGE_SIZE}`),
};
