import { type Static, Type } from 'typebox';
import { CacheBuster, DecimalString, DecimalText, Id } from './common.ts';
import { DepositRecord, LedgerRow, WithdrawRecord } from './payments.ts';

// The back office's payment queues, configuration, user ledger and audit log (`/admin/api/*`, staff only).

export const AdminQueueQuery = Type.Object({
  /** A record status (0 unchecked ...); absent = every status. */
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 3 })),
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  ...CacheBuster,
});

/** Approve (`approve: true`) or reject with a reason (required when rejecting). */
export const AdminReviewBody = Type.Object({
  id: Id,
  approve: Type.Boolean(),
  reason: Type.Optional(Type.String({ maxLength: 300 })),
});
export type AdminReviewBody = Static<typeof AdminReviewBody>;

/** The outcome of a review: `changed` false when the record had already been decided (nothing happened). */
export const AdminReviewReply = Type.Object({ id: Type.Integer(), status: Type.Integer(), changed: Type.Boolean() });
export type AdminReviewReply = Static<typeof AdminReviewReply>;

const Owner = { user_id: Type.Integer(), uid: Type.Integer(), email: Type.String() };

export const AdminDeposit = Type.Object({ ...DepositRecord.properties, ...Owner });
export type AdminDeposit = Static<typeof AdminDeposit>;
export const AdminDepositPage = Type.Object({ data: Type.Array(AdminDeposit), total: Type.Integer() });
export type AdminDepositPage = Static<typeof AdminDepositPage>;

export const AdminWithdrawal = Type.Object({ ...WithdrawRecord.properties, ...Owner, payee_name: Type.String() });
export type AdminWithdrawal = Static<typeof AdminWithdrawal>;
export const AdminWithdrawalPage = Type.Object({ data: Type.Array(AdminWithdrawal), total: Type.Integer() });
export type AdminWithdrawalPage = Static<typeof AdminWithdrawalPage>;

export const AdminIdentity = Type.Object({
  id: Type.Integer(),
  ...Owner,
  name: Type.String(),
  card_id: Type.String(),
  front_pic: Type.String(),
  reverse_pic: Type.String(),
  status: Type.Integer(),
  reason: Type.String(),
  created_at: Type.String(),
});
export type AdminIdentity = Static<typeof AdminIdentity>;
export const AdminIdentityPage = Type.Object({ data: Type.Array(AdminIdentity), total: Type.Integer() });
export type AdminIdentityPage = Static<typeof AdminIdentityPage>;

// ---- configuration ----------------------------------------------------------------------------------------

export const AdminDepositMethod = Type.Object({
  id: Type.Optional(Id),
  currency_code: Type.String({ minLength: 1, maxLength: 10 }),
  protocol_code: Type.String({ minLength: 1, maxLength: 20 }),
  address: Type.String({ minLength: 1, maxLength: 200 }),
  usd_rate: DecimalText,
  /** smallest single deposit, in the coin (kept as it is when left out; 0 = any) */
  min_amount: Type.Optional(DecimalText),
  /** largest single deposit, in the coin (kept as it is when left out) */
  max_amount: Type.Optional(DecimalText),
  enabled: Type.Boolean(),
});
export type AdminDepositMethod = Static<typeof AdminDepositMethod>;

export const AdminWireMethod = Type.Object({
  id: Type.Optional(Id),
  currency_code: Type.String({ minLength: 1, maxLength: 10 }),
  bank_name: Type.String({ minLength: 1, maxLength: 120 }),
  bank_address: Type.String({ minLength: 1, maxLength: 200 }),
  bank_swift: Type.String({ minLength: 1, maxLength: 20 }),
  payee_name: Type.String({ minLength: 1, maxLength: 120 }),
  payee_account: Type.String({ minLength: 1, maxLength: 60 }),
  bank_remark: Type.String({ maxLength: 200 }),
  usd_rate: DecimalText,
  /** smallest single wire, in the currency (kept as it is when left out; 0 = any) */
  min_amount: Type.Optional(DecimalText),
  /** largest single wire, in the currency (kept as it is when left out) */
  max_amount: Type.Optional(DecimalText),
  enabled: Type.Boolean(),
});
export type AdminWireMethod = Static<typeof AdminWireMethod>;

export const AdminWithdrawCurrency = Type.Object({
  id: Type.Optional(Id),
  type: Type.Integer({ minimum: 1, maximum: 2 }),
  code: Type.String({ minLength: 1, maxLength: 10 }),
  protocol: Type.String({ maxLength: 20 }),
  fee_type: Type.Integer({ minimum: 1, maximum: 2 }),
  draw_rate: DecimalText,
  usd_price: DecimalText,
  min_amount: DecimalText,
  enabled: Type.Boolean(),
});
export type AdminWithdrawCurrency = Static<typeof AdminWithdrawCurrency>;

export const AdminPaymentConfig = Type.Object({
  deposit_methods: Type.Array(AdminDepositMethod),
  wire_methods: Type.Array(AdminWireMethod),
  withdraw_currencies: Type.Array(AdminWithdrawCurrency),
});
export type AdminPaymentConfig = Static<typeof AdminPaymentConfig>;

// ---- user ledger and audit --------------------------------------------------------------------------------

export const AdminLedgerQuery = Type.Object({
  /** A user's id, uid or e-mail. */
  user: Type.String({ minLength: 1, maxLength: 254 }),
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  ...CacheBuster,
});

export const AdminUserLedger = Type.Object({
  user_id: Type.Integer(),
  uid: Type.Integer(),
  email: Type.String(),
  is_demo: Type.Integer(),
  review_status: Type.Integer(),
  balance: DecimalString,
  lock_balance: DecimalString,
  entries: Type.Array(LedgerRow),
  total: Type.Integer(),
});
export type AdminUserLedger = Static<typeof AdminUserLedger>;

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  staff_email: Type.String(),
  action: Type.String(),
  target_id: Type.Union([Type.Integer(), Type.Null()]),
  detail: Type.String({ description: 'JSON of what was done' }),
  created_at: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;
export const AuditPage = Type.Object({ data: Type.Array(AuditEntry), total: Type.Integer() });
export type AuditPage = Static<typeof AuditPage>;
