import { type Static, Type } from 'typebox';
import { CacheBuster, DecimalString, DecimalText, Id, INT4_MAX } from './common.ts';

// Deposits, withdrawals, bound methods, identity and the ledger views (SPEC §3, §7). Field names are SPEC's.

/** SPEC §4: deposit and financial record status. */
export const RECORD_STATUS = { unchecked: 0, finished: 1, rejected: 2, invalid: 3 } as const;
/** SPEC §4: real-name review status (0 form, 1 waiting, 2 verified, 3 rejected: the form again with a reason). */
export const REVIEW_STATUS = { form: 0, waiting: 1, verified: 2, rejected: 3 } as const;
/** Deposit type: 0 crypto, 1 bank wire. Withdraw/method type: 1 crypto address, 2 bank account. */
export const DEPOSIT_TYPE = { crypto: 0, bank: 1 } as const;
export const DRAW_TYPE = { crypto: 1, bank: 2 } as const;
/** SPEC §9: a wire takes 1 to 5 business days. */
export const WIRE_DAYS = { min: 1, max: 5 } as const;
/** Deposit amounts: up to 8 decimals (coins), 2 for a bank wire; withdrawals are USD, 2 decimals. */
export const DEPOSIT_DECIMALS = 8;
export const WIRE_DECIMALS = 2;
export const WITHDRAW_DECIMALS = 2;
export const RECORDS_PAGE_SIZE = 20;

const AmountInput = DecimalText;
const Page = Type.Integer({ minimum: 1, maximum: 10_000, default: 1 });

export const ImageUploadReply = Type.Object({ url: Type.String() });
export type ImageUploadReply = Static<typeof ImageUploadReply>;

// ---- deposits ---------------------------------------------------------------------------------------------

export const DepositMethod = Type.Object({
  id: Type.Integer(),
  address: Type.String(),
  currency_code: Type.String(),
  protocol_code: Type.String(),
  /** USD credited per coin. */
  usd_rate: DecimalString,
});
export type DepositMethod = Static<typeof DepositMethod>;

export const WireInfo = Type.Object({
  id: Type.Integer(),
  currency_code: Type.String(),
  bank_name: Type.String(),
  bank_address: Type.String(),
  bank_swift: Type.String(),
  payee_name: Type.String(),
  payee_account: Type.String(),
  bank_remark: Type.String(),
});
export type WireInfo = Static<typeof WireInfo>;

/** `quickCharge/info`: the crypto methods, the wired currencies and the wire delay. */
export const ChargeInfo = Type.Object({
  crypto: Type.Array(DepositMethod),
  bank_coins: Type.Array(Type.String()),
  wire_days_min: Type.Integer(),
  wire_days_max: Type.Integer(),
});
export type ChargeInfo = Static<typeof ChargeInfo>;

/** `quickCharge/symbols`: coins with their networks. */
export const ChargeSymbol = Type.Object({ currency_code: Type.String(), methods: Type.Array(DepositMethod) });
export type ChargeSymbol = Static<typeof ChargeSymbol>;

export const WireInfoQuery = Type.Object({ bank_coin: Type.Optional(Type.String({ maxLength: 10 })), ...CacheBuster });

export const ChargeSubmitQuery = Type.Object({
  number: AmountInput,
  proofImg: Type.String({ minLength: 1, maxLength: 300 }),
  address: Type.String({ minLength: 1, maxLength: 200 }),
  charge_id: Id,
  ...CacheBuster,
});
export const WireSubmitQuery = Type.Object({
  number: AmountInput,
  proofImg: Type.String({ minLength: 1, maxLength: 300 }),
  wire_id: Id,
  ...CacheBuster,
});

export const DepositRecord = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  type: Type.Integer(),
  currency_code: Type.String(),
  protocol_code: Type.String(),
  address: Type.String(),
  amount: DecimalString,
  credit_amount: DecimalString,
  status: Type.Integer(),
  remark: Type.String(),
  proof_img: Type.String(),
  created_at: Type.String({ description: 'ISO 8601' }),
});
export type DepositRecord = Static<typeof DepositRecord>;

export const RecordsQuery = Type.Object({
  type: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
  page: Page,
  ...CacheBuster,
});
export const DepositPage = Type.Object({ data: Type.Array(DepositRecord), total: Type.Integer() });
export type DepositPage = Static<typeof DepositPage>;

// ---- withdrawals ------------------------------------------------------------------------------------------

export const WithdrawCurrency = Type.Object({
  id: Type.Integer(),
  type: Type.Integer(),
  code: Type.String(),
  protocol: Type.String(),
  draw_rate: DecimalString,
  fee_type: Type.Integer(),
  usd_price: DecimalString,
  min_amount: DecimalString,
});
export type WithdrawCurrency = Static<typeof WithdrawCurrency>;

export const DrawTypeQuery = Type.Object({ type: Type.Integer({ minimum: 1, maximum: 2 }), ...CacheBuster });

export const DrawBody = Type.Object({
  draw_currency_id: Id,
  number: AmountInput,
  memo: Type.Optional(Type.String({ maxLength: 200 })),
  draw_method_id: Id,
});

export const CurrencyRef = Type.Object({ id: Type.Integer(), code: Type.String(), protocol: Type.String() });

export const WithdrawRecord = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  type: Type.Integer(),
  amount: DecimalString,
  fee: DecimalString,
  real_number: DecimalString,
  status: Type.Integer(),
  /** the status in the caller's language (SPEC §3) */
  status_name: Type.String(),
  address: Type.String(),
  payee_account: Type.String(),
  notes: Type.String(),
  remark: Type.String(),
  draw_currency: CurrencyRef,
  created_at: Type.String({ description: 'ISO 8601' }),
});
export type WithdrawRecord = Static<typeof WithdrawRecord>;
export const WithdrawPage = Type.Object({ data: Type.Array(WithdrawRecord), total: Type.Integer() });
export type WithdrawPage = Static<typeof WithdrawPage>;

/** SPEC's bank account fields, all required when binding (type 2). */
export const BANK_FIELDS = [
  'bank_country',
  'bank_name',
  'bank_address',
  'bank_swift',
  'aba_code',
  'postal_code',
  'payee_name',
  'payee_account',
  'payee_address',
] as const;
export type BankField = (typeof BANK_FIELDS)[number];

const bankText = Type.String({ maxLength: 120 });
export const BindMethodBody = Type.Object({
  draw_id: Id,
  type: Type.Integer({ minimum: 1, maximum: 2 }),
  dc_address: Type.Optional(Type.String({ maxLength: 200 })),
  bank_country: Type.Optional(bankText),
  bank_name: Type.Optional(bankText),
  bank_address: Type.Optional(bankText),
  bank_swift: Type.Optional(bankText),
  aba_code: Type.Optional(bankText),
  postal_code: Type.Optional(bankText),
  payee_name: Type.Optional(bankText),
  payee_account: Type.Optional(bankText),
  payee_address: Type.Optional(bankText),
  /** 1 check, 2 savings. */
  account_type: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
});
export type BindMethodBody = Static<typeof BindMethodBody>;

export const WithdrawMethod = Type.Object({
  id: Type.Integer(),
  type: Type.Integer(),
  draw_id: Type.Integer(),
  draw_currency: CurrencyRef,
  dc_address: Type.String(),
  bank_country: Type.String(),
  bank_name: Type.String(),
  bank_address: Type.String(),
  bank_swift: Type.String(),
  aba_code: Type.String(),
  postal_code: Type.String(),
  payee_name: Type.String(),
  payee_account: Type.String(),
  payee_address: Type.String(),
  account_type: Type.Integer(),
});
export type WithdrawMethod = Static<typeof WithdrawMethod>;

export const DrawMethodQuery = Type.Object({
  draw_type: Type.Integer({ minimum: 1, maximum: 2 }),
  draw_id: Type.Optional(Type.Integer({ minimum: 0, maximum: INT4_MAX })),
  ...CacheBuster,
});
export const DeleteMethodBody = Type.Object({ id: Id });

// ---- identity ---------------------------------------------------------------------------------------------

export const RealNameBody = Type.Object({
  name: Type.String({ maxLength: 80 }),
  card_id: Type.String({ maxLength: 40 }),
  front_pic: Type.String({ maxLength: 300 }),
  reverse_pic: Type.String({ maxLength: 300 }),
});

export const IdentityCenter = Type.Object({
  review_status: Type.Integer(),
  name: Type.String(),
  /** The ID number with all but the last 4 characters hidden. */
  card_id: Type.String(),
  reason: Type.String(),
});
export type IdentityCenter = Static<typeof IdentityCenter>;

// ---- ledger views -----------------------------------------------------------------------------------------

export const ForexDetail = Type.Object({
  currency: Type.String(),
  balance: DecimalString,
  lock_balance: DecimalString,
  equity: DecimalString,
  margin: DecimalString,
  free_margin: DecimalString,
  total_deposit: DecimalString,
  total_withdraw: DecimalString,
  total_fee: DecimalString,
  total_pnl: DecimalString,
});
export type ForexDetail = Static<typeof ForexDetail>;

export const LedgerRow = Type.Object({
  id: Type.Integer(),
  Value: DecimalString,
  MemoTran: Type.String(),
  /** the entry's time in New York, in the reader's locale (SPEC's field) */
  CreatedAtTran: Type.String(),
  /** the entry's time as epoch milliseconds: the app shows it in the user's clock with its zone */
  CreatedAt: Type.Integer(),
  Kind: Type.String(),
  BalanceAfter: DecimalString,
});
export type LedgerRow = Static<typeof LedgerRow>;

export const LedgerQuery = Type.Object({ page: Page, ...CacheBuster });
export const LedgerPage = Type.Object({ data: Type.Array(LedgerRow), total: Type.Integer(), page: Type.Integer() });
export type LedgerPage = Static<typeof LedgerPage>;
export const LEDGER_PAGE_SIZE = 20;
