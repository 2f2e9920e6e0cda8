import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { accounts, ledgerHolds } from './ledger.ts';
import { staffUsers } from './staff.ts';

/**
 * Images users uploaded (deposit proofs, identity documents), re-encoded and stored under
 * DATA_DIR/uploads/<name>; only the owner and staff may read them.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Random file name (hex + extension); the public url is /api/common/image/<name>. */
    name: text('name').notNull().unique(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploads_user').on(table.userId)],
);

/** Crypto deposit addresses (SPEC: id, address, currency_code, protocol_code), configured by staff. */
export const depositMethods = pgTable(
  'deposit_methods',
  {
    id: serial('id').primaryKey(),
    currencyCode: text('currency_code').notNull(),
    protocolCode: text('protocol_code').notNull(),
    address: text('address').notNull(),
    /** Units of USD one unit of the coin is credited at (USDT 1, BTC ~95000). */
    usdRate: numeric('usd_rate').notNull(),
    /** Smallest single deposit accepted, in the coin (0: any amount worth a cent). */
    minAmount: numeric('min_amount').notNull().default('0'),
    /** Largest single deposit accepted, in the coin. */
    maxAmount: numeric('max_amount').notNull().default('1000000'),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [uniqueIndex('deposit_methods_coin').on(table.currencyCode, table.protocolCode)],
);

/** Bank accounts users wire money to (SPEC's bank wire info), configured by staff. */
export const wireMethods = pgTable('wire_methods', {
  id: serial('id').primaryKey(),
  /** The currency wired (`bank_coin`), e.g. USD. */
  currencyCode: text('currency_code').notNull(),
  bankName: text('bank_name').notNull(),
  bankAddress: text('bank_address').notNull(),
  bankSwift: text('bank_swift').notNull(),
  payeeName: text('payee_name').notNull(),
  payeeAccount: text('payee_account').notNull().unique(),
  bankRemark: text('bank_remark').notNull().default(''),
  usdRate: numeric('usd_rate').notNull().default('1'),
  /** Smallest single wire accepted, in the wired currency (0: any amount worth a cent). */
  minAmount: numeric('min_amount').notNull().default('0'),
  /** Largest single wire accepted, in the wired currency. */
  maxAmount: numeric('max_amount').notNull().default('1000000'),
  enabled: boolean('enabled').notNull().default(true),
});

/**
 * Deposit requests. Status (SPEC §4): 0 unchecked, 1 finished (credited by one 'deposit' ledger row),
 * 2 rejected, 3 invalid. Only a staff approval credits, through a guarded 0 -> 1 transition.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    /** Public order number shown to the user. */
    number: text('number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** 0 crypto, 1 bank wire. */
    type: smallint('type').notNull(),
    depositMethodId: integer('deposit_method_id').references(() => depositMethods.id),
    wireMethodId: integer('wire_method_id').references(() => wireMethods.id),
    currencyCode: text('currency_code').notNull(),
    protocolCode: text('protocol_code').notNull().default(''),
    /** The address or account the user paid to, copied at submission. */
    address: text('address').notNull(),
    /** Amount in the deposited currency. */
    amount: numeric('amount').notNull(),
    /** USD credited on approval: amount × the method's usd_rate at submission, 2 dp down. */
    creditAmount: numeric('credit_amount').notNull(),
    proofUploadId: integer('proof_upload_id')
      .notNull()
      .references(() => uploads.id),
    status: smallint('status').notNull().default(0),
    remark: text('remark').notNull().default(''),
    ledgerEntryId: integer('ledger_entry_id'),
    reviewedBy: integer('reviewed_by').references(() => staffUsers.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('deposits_user').on(table.userId, table.id), index('deposits_status').on(table.status, table.id)],
);

/** Currencies one can withdraw in (SPEC: id, code, protocol, draw_rate, fee_type, usd_price). */
export const withdrawCurrencies = pgTable(
  'withdraw_currencies',
  {
    id: serial('id').primaryKey(),
    /** 1 crypto address, 2 bank account. */
    type: smallint('type').notNull(),
    code: text('code').notNull(),
    protocol: text('protocol').notNull().default(''),
    /** fee_type 1: a flat fee in USD; otherwise a rate of the amount. */
    feeType: smallint('fee_type').notNull(),
    drawRate: numeric('draw_rate').notNull(),
    /** Units of this currency one USD buys (expected receipt = (amount − fee) × usd_price). */
    usdPrice: numeric('usd_price').notNull(),
    minAmount: numeric('min_amount').notNull().default('10'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [uniqueIndex('withdraw_currencies_code').on(table.type, table.code, table.protocol)],
);

/** A user's bound withdrawal destination: a crypto address (type 1) or a bank account (type 2). */
export const withdrawMethods = pgTable(
  'withdraw_methods',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: smallint('type').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => withdrawCurrencies.id),
    dcAddress: text('dc_address').notNull().default(''),
    /** Bank fields (type 2): bank_country, bank_name, ... as SPEC names them. */
    bank: jsonb('bank').$type<Record<string, string>>(),
    accountType: smallint('account_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Removed by the user; kept so past withdrawals still show where the money went. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('withdraw_methods_user').on(table.userId)],
);

/**
 * Withdrawal requests. At request the ledger places a hold of the amount (ledger_holds; lock_balance rises,
 * the balance has not moved); approval settles the hold with one negative 'withdraw' ledger row; rejection
 * releases it. Status as deposits: 0 unchecked, 1 finished, 2 rejected, 3 invalid.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => withdrawCurrencies.id),
    methodId: integer('method_id')
      .notNull()
      .references(() => withdrawMethods.id),
    type: smallint('type').notNull(),
    /** USD taken from the account. */
    amount: numeric('amount').notNull(),
    /** USD, 4 dp. */
    fee: numeric('fee').notNull(),
    /** Expected receipt in the currency: (amount − fee) × usd_price, at least 0. */
    realNumber: numeric('real_number').notNull(),
    /** Destination copied at request time. */
    address: text('address').notNull().default(''),
    payeeAccount: text('payee_account').notNull().default(''),
    memo: text('memo').notNull().default(''),
    status: smallint('status').notNull().default(0),
    remark: text('remark').notNull().default(''),
    ledgerEntryId: integer('ledger_entry_id'),
    /** The ledger's hold on the amount while the request waits for review. */
    holdId: integer('hold_id').references(() => ledgerHolds.id),
    reviewedBy: integer('reviewed_by').references(() => staffUsers.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('withdrawals_user').on(table.userId, table.id),
    index('withdrawals_status').on(table.status, table.id),
  ],
);

/**
 * Identity (real-name) submissions; the newest row of a user is their state. Status: 1 waiting,
 * 2 verified, 3 rejected (with reason). A user without rows is 0 (form to fill in).
 */
export const identityChecks = pgTable(
  'identity_checks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    cardId: text('card_id').notNull(),
    frontUploadId: integer('front_upload_id')
      .notNull()
      .references(() => uploads.id),
    reverseUploadId: integer('reverse_upload_id')
      .notNull()
      .references(() => uploads.id),
    status: smallint('status').notNull().default(1),
    reason: text('reason').notNull().default(''),
    reviewedBy: integer('reviewed_by').references(() => staffUsers.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('identity_checks_user').on(table.userId, table.id),
    index('identity_checks_status').on(table.status, table.id),
  ],
);

/** Every staff action (who, what, when), written in the same transaction as the action. */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: serial('id').primaryKey(),
    /** Null for a log-in attempt on an unknown staff e-mail (the detail names what was typed). */
    staffId: integer('staff_id').references(() => staffUsers.id),
    /** e.g. 'staff.login', 'staff.login.failed', 'deposit.approve', 'withdrawal.reject', 'identity.approve', 'depositMethod.save', 'news.save'. */
    action: text('action').notNull(),
    targetId: integer('target_id'),
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_audit_created').on(table.id)],
);
