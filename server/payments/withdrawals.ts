import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { LanguageCode } from '../../protocol/locales.ts';
import { RECORD_STATUS, WITHDRAW_DECIMALS, type WithdrawRecord } from '../../protocol/schemas/payments.ts';
import type { AdminReviewReply, AdminWithdrawal } from '../../protocol/schemas/paymentsAdmin.ts';
import { expectedReceipt, withdrawFee } from '../../protocol/withdrawMath.ts';
import { publicUid } from '../accounts/userInfo.ts';
import type { Db } from '../db/database.ts';
import { users, withdrawals, withdrawCurrencies, withdrawMethods } from '../db/schema.ts';
import { type LocalNumber, localNumber } from '../i18n/localNumber.ts';
import { type ServerMessageKey, translate } from '../i18n/translate.ts';
import { placeHold, releaseHold, settleHold } from '../ledger/holds.ts';
import { ledgerRefusal } from '../ledger/ledgerRefusal.ts';
import type { Tx } from '../ledger/transaction.ts';
import { amount, Big } from '../money/decimal.ts';
import { type WireNumberRefusal, wireDecimal } from '../money/wireDecimal.ts';
import type { Result } from '../refusal.ts';
import { recordAudit } from './audit.ts';
import { PAYMENT_MEMO } from './ledgerMemos.ts';
import { findOwnMethod } from './methods.ts';
import { orderNumber } from './orderNumber.ts';
import { decideOnce, type NoSuchRecord, type OnBalanceMoved } from './review.ts';

/** Locks the account row and returns equity − used margin − lock_balance (the trading engine's view). */
export type LockedFreeMargin = (tx: Tx, accountId: number) => Promise<Big | null>;

/** Every way a withdrawal is refused, as data; only the routes turn it into the envelope. */
export type WithdrawalRefusal =
  | WireNumberRefusal
  | { code: 'invalidParams'; key: 'channelUnavailable' | 'bindAccountFirst' | 'balanceNoLongerCovers' }
  | { code: 'invalidParams'; key: 'amountBelowMinimum'; params: { min: LocalNumber; currency: string } }
  | {
      code: 'insufficientMargin';
      key: 'withdrawInsufficient';
      params: { required: LocalNumber; available: LocalNumber };
    }
  | NoSuchRecord;

export type WithdrawalResult<T> = Result<T, WithdrawalRefusal>;

function refusedBecause(
  key: 'channelUnavailable' | 'bindAccountFirst' | 'balanceNoLongerCovers',
): WithdrawalResult<never> {
  return { ok: false, refusal: { code: 'invalidParams', key } };
}

function belowMinimum(min: LocalNumber): WithdrawalResult<never> {
  return { ok: false, refusal: { code: 'invalidParams', key: 'amountBelowMinimum', params: { min, currency: 'USD' } } };
}

/** Thrown inside an approval to roll it back when the account no longer covers the withdrawal. */
class NoLongerCovered extends Error {
  constructor() {
    super('balanceNoLongerCovers');
    this.name = 'NoLongerCovered';
  }
}

type WithdrawalRow = typeof withdrawals.$inferSelect;
type CurrencyRow = typeof withdrawCurrencies.$inferSelect;

/** SPEC §4's record status as the user reads it. */
const STATUS_NAME: Readonly<Record<number, ServerMessageKey>> = {
  [RECORD_STATUS.unchecked]: 'recordStatusUnchecked',
  [RECORD_STATUS.finished]: 'recordStatusFinished',
  [RECORD_STATUS.rejected]: 'recordStatusRejected',
  [RECORD_STATUS.invalid]: 'recordStatusInvalid',
};

export function recordStatusName(status: number, lang: LanguageCode): string {
  const key = STATUS_NAME[status];
  return key ? translate(lang, key) : String(status);
}

export function toWithdrawRecord(row: WithdrawalRow, currency: CurrencyRow, lang: LanguageCode): WithdrawRecord {
  return {
    id: row.id,
    number: row.number,
    type: row.type,
    amount: new Big(row.amount).toFixed(2),
    fee: new Big(row.fee).toFixed(4),
    real_number: new Big(row.realNumber).toFixed(),
    status: row.status,
    status_name: recordStatusName(row.status, lang),
    address: row.address,
    payee_account: row.payeeAccount,
    notes: row.memo,
    remark: row.remark,
    draw_currency: { id: currency.id, code: currency.code, protocol: currency.protocol },
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * `account/draw`: checks the amount, the currency's minimum and the method, then in one transaction under
 * the account row lock: free margin (after earlier locks) must cover the amount, lock_balance rises by it
 * and the request is written. The balance and the ledger do not move until approval.
 */
export async function requestWithdrawal(
  db: Db,
  freeMarginOf: LockedFreeMargin,
  who: { userId: number; accountId: number },
  input: { currencyId: number; amount: string; memo: string; methodId: number },
  now: number,
  lang: LanguageCode,
): Promise<WithdrawalResult<WithdrawRecord>> {
  const raw = input.amount;
  const read = wireDecimal('number', raw, { places: WITHDRAW_DECIMALS, positive: true });
  if (!read.ok) return read;
  const value = read.value;
  const [currency] = await db
    .select()
    .from(withdrawCurrencies)
    .where(and(eq(withdrawCurrencies.id, input.currencyId), eq(withdrawCurrencies.enabled, true)));
  if (!currency) return refusedBecause('channelUnavailable');
  const method = await findOwnMethod(db, who.userId, input.methodId);
  if (!method || method.method.currencyId !== currency.id) return refusedBecause('bindAccountFirst');
  if (value.lt(currency.minAmount)) return belowMinimum(localNumber(currency.minAmount));
  const fee = withdrawFee(raw, { fee_type: currency.feeType, draw_rate: currency.drawRate });
  const receipt = expectedReceipt(raw, fee, currency.usdPrice);
  if (receipt.lte(0)) return belowMinimum(localNumber(fee));

  return db.transaction(async (tx): Promise<WithdrawalResult<WithdrawRecord>> => {
    // Refusals here come before any write, so returning them commits nothing.
    const free = await freeMarginOf(tx, who.accountId);
    if (!free) return { ok: false, refusal: { code: 'notFound', key: 'notFound' } };
    if (free.lt(value)) {
      const required = localNumber(value.toFixed(2), 2);
      const available = localNumber((free.gt(0) ? free : new Big(0)).toFixed(2), 2);
      return {
        ok: false,
        refusal: { code: 'insufficientMargin', key: 'withdrawInsufficient', params: { required, available } },
      };
    }
    const holdId = await placeHold(tx, who.accountId, amount(value), 'withdraw');
    const bank = method.method.bank ?? {};
    const [row] = await tx
      .insert(withdrawals)
      .values({
        number: orderNumber('W', now),
        userId: who.userId,
        accountId: who.accountId,
        currencyId: currency.id,
        methodId: method.method.id,
        type: currency.type,
        amount: value.toFixed(),
        fee: fee.toFixed(),
        realNumber: receipt.toFixed(),
        address: method.method.dcAddress,
        payeeAccount: bank.payee_account ?? '',
        memo: input.memo.trim(),
        holdId,
        createdAt: new Date(now),
      })
      .returning();
    if (!row) throw new Error('withdrawal insert returned nothing');
    return { ok: true, value: toWithdrawRecord(row, currency, lang) };
  });
}

/** `account/draw_list`: the user's withdrawals of one type (or all), newest first. */
export async function listUserWithdrawals(
  db: Db,
  userId: number,
  type: number | undefined,
  page: number,
  size: number,
  lang: LanguageCode,
) {
  const where = and(eq(withdrawals.userId, userId), type ? eq(withdrawals.type, type) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: withdrawals, currency: withdrawCurrencies })
      .from(withdrawals)
      .innerJoin(withdrawCurrencies, eq(withdrawCurrencies.id, withdrawals.currencyId))
      .where(where)
      .orderBy(desc(withdrawals.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ value: count() }).from(withdrawals).where(where),
  ]);
  return { data: rows.map(({ row, currency }) => toWithdrawRecord(row, currency, lang)), total: total?.value ?? 0 };
}

export async function listWithdrawalsForStaff(
  db: Db,
  status: number | undefined,
  page: number,
  size: number,
  lang: LanguageCode,
) {
  const where: SQL | undefined = status === undefined ? undefined : eq(withdrawals.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: withdrawals, currency: withdrawCurrencies, email: users.email, bank: withdrawMethods.bank })
      .from(withdrawals)
      .innerJoin(withdrawCurrencies, eq(withdrawCurrencies.id, withdrawals.currencyId))
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .innerJoin(withdrawMethods, eq(withdrawMethods.id, withdrawals.methodId))
      .where(where)
      .orderBy(desc(withdrawals.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ value: count() }).from(withdrawals).where(where),
  ]);
  const data: AdminWithdrawal[] = rows.map(({ row, currency, email, bank }) => ({
    ...toWithdrawRecord(row, currency, lang),
    user_id: row.userId,
    uid: publicUid(row.userId),
    email: email ?? '',
    payee_name: bank?.payee_name ?? '',
  }));
  return { data, total: total?.value ?? 0 };
}

/**
 * Approves (releases the lock and debits the amount with one 'withdraw' ledger row, then tells `balanceMoved`
 * once committed: the engine's stop-out screen must not keep the higher balance) or rejects (releases the
 * lock) an unchecked withdrawal; the 0 -> 1|2 transition is one guarded UPDATE, so repeats change nothing.
 */
export async function reviewWithdrawal(
  db: Db,
  trading: { freeMarginOf: LockedFreeMargin; balanceMoved: OnBalanceMoved },
  staffId: number,
  id: number,
  approve: boolean,
  reason: string,
  now: number,
): Promise<WithdrawalResult<AdminReviewReply>> {
  const status = approve ? RECORD_STATUS.finished : RECORD_STATUS.rejected;
  try {
    return await decideOnce(db, id, status, {
      async claim(tx) {
        const [row] = await tx
          .update(withdrawals)
          .set({ status, remark: reason, reviewedBy: staffId, reviewedAt: new Date(now) })
          .where(and(eq(withdrawals.id, id), eq(withdrawals.status, RECORD_STATUS.unchecked)))
          .returning();
        return row;
      },
      async currentStatus(tx) {
        const [current] = await tx
          .select({ status: withdrawals.status })
          .from(withdrawals)
          .where(eq(withdrawals.id, id));
        return current?.status;
      },
      async apply(tx, row) {
        if (row.holdId === null) throw new Error(`withdrawal ${id} waits for review without a hold`);
        if (approve) {
          // Floating losses since the request may have eaten the held money: the rest of the account (equity −
          // used margin − other held withdrawals) must still cover it, or paying it out hands the loss to us.
          // With this hold still counted in the locked money, that is: free margin ≥ 0.
          const free = await trading.freeMarginOf(tx, row.accountId);
          if (!free || free.lt(0)) throw new NoLongerCovered();
          const posted = await settleHold(tx, row.holdId, 'withdraw', PAYMENT_MEMO.withdraw);
          if (!posted) throw new Error(`hold ${row.holdId} of withdrawal ${id} was not open`);
          await tx.update(withdrawals).set({ ledgerEntryId: posted.entryId }).where(eq(withdrawals.id, id));
        } else if (!(await releaseHold(tx, row.holdId))) {
          throw new Error(`hold ${row.holdId} of withdrawal ${id} was not open`);
        }
        await recordAudit(tx, staffId, approve ? 'withdrawal.approve' : 'withdrawal.reject', id, {
          number: row.number,
          user_id: row.userId,
          amount: row.amount,
          reason: reason || null,
        });
      },
      committed(row) {
        if (approve) trading.balanceMoved(row.accountId);
      },
    });
  } catch (error) {
    // Both roll the approval back: the account no longer covers it, or the ledger refused the debit.
    if (error instanceof NoLongerCovered) return refusedBecause('balanceNoLongerCovers');
    const refused = ledgerRefusal(error, { insufficientBalance: refusedBecause('balanceNoLongerCovers') });
    if (refused) return refused;
    throw error;
  }
}
