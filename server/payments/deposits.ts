import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { DEPOSIT_DECIMALS, type DepositRecord, RECORD_STATUS, WIRE_DECIMALS } from '../../protocol/schemas/payments.ts';
import type { AdminDeposit, AdminReviewReply } from '../../protocol/schemas/paymentsAdmin.ts';
import { publicUid } from '../accounts/userInfo.ts';
import type { Db } from '../db/database.ts';
import { depositMethods, deposits, users, wireMethods } from '../db/schema.ts';
import { type LocalNumber, localNumber } from '../i18n/localNumber.ts';
import { postLedgerEntry } from '../ledger/postLedgerEntry.ts';
import { amount, Big } from '../money/decimal.ts';
import { type WireNumberRefusal, wireDecimal } from '../money/wireDecimal.ts';
import type { Result } from '../refusal.ts';
import { addressFits } from './addressFormats.ts';
import { recordAudit } from './audit.ts';
import { PAYMENT_MEMO } from './ledgerMemos.ts';
import { orderNumber } from './orderNumber.ts';
import { decideOnce, type NoSuchRecord, type OnBalanceMoved } from './review.ts';
import { findOwnUpload, urlsOfUploads } from './uploadsOwned.ts';

type DepositRow = typeof deposits.$inferSelect;

/** Every way a deposit is refused, as data; only the routes turn it into the envelope. */
export type DepositRefusal =
  | WireNumberRefusal
  | { code: 'invalidParams'; key: 'depositBelowMinimum'; params: { min: string; currency: string } }
  | { code: 'invalidParams'; key: 'depositAboveMaximum'; params: { max: LocalNumber; currency: string } }
  | { code: 'invalidParams'; key: 'amountInvalid' | 'channelUnavailable' | 'addressInvalid' | 'imageNotYours' }
  | NoSuchRecord;

export type DepositResult<T> = Result<T, DepositRefusal>;

function refusedBecause(
  key: 'amountInvalid' | 'channelUnavailable' | 'addressInvalid' | 'imageNotYours',
): DepositResult<never> {
  return { ok: false, refusal: { code: 'invalidParams', key } };
}

export interface Depositor {
  userId: number;
  accountId: number;
}

/** The amount in the wire grammar at the currency's decimals, within the channel's minimum and maximum. */
function depositAmount(
  raw: string,
  places: number,
  channel: { minAmount: string; maxAmount: string; currencyCode: string },
): DepositResult<Big> {
  const read = wireDecimal('number', raw, { places, positive: true });
  if (!read.ok) return read;
  const currency = channel.currencyCode;
  if (read.value.lt(channel.minAmount)) {
    const min = new Big(channel.minAmount).toFixed();
    return { ok: false, refusal: { code: 'invalidParams', key: 'depositBelowMinimum', params: { min, currency } } };
  }
  if (read.value.gt(channel.maxAmount)) {
    const max = localNumber(channel.maxAmount);
    return { ok: false, refusal: { code: 'invalidParams', key: 'depositAboveMaximum', params: { max, currency } } };
  }
  return read;
}

/** USD credited for `coins` at `usdRate`, rounded down to cents; undefined for a deposit worth less than a cent. */
function creditOf(coins: Big, usdRate: string): Big | undefined {
  const credit = coins.times(usdRate).round(2, Big.roundDown);
  return credit.lte(0) ? undefined : credit;
}

/** `quickCharge/submit`: a crypto deposit to one of our addresses, waiting for staff. */
export async function submitCryptoDeposit(
  db: Db,
  who: Depositor,
  input: { amount: string; proofUrl: string; fromAddress: string; methodId: number },
  now: number,
): Promise<DepositResult<DepositRecord>> {
  const [method] = await db
    .select()
    .from(depositMethods)
    .where(and(eq(depositMethods.id, input.methodId), eq(depositMethods.enabled, true)));
  if (!method) return refusedBecause('channelUnavailable');
  const coins = depositAmount(input.amount, DEPOSIT_DECIMALS, method);
  if (!coins.ok) return coins;
  const fromAddress = input.fromAddress.trim();
  if (!addressFits(method.protocolCode, fromAddress)) return refusedBecause('addressInvalid');
  const credit = creditOf(coins.value, method.usdRate);
  if (!credit) return refusedBecause('amountInvalid');
  const proofUploadId = await findOwnUpload(db, who.userId, input.proofUrl);
  if (proofUploadId === undefined) return refusedBecause('imageNotYours');
  const [row] = await db
    .insert(deposits)
    .values({
      number: orderNumber('D', now),
      userId: who.userId,
      accountId: who.accountId,
      type: 0,
      depositMethodId: method.id,
      currencyCode: method.currencyCode,
      protocolCode: method.protocolCode,
      address: fromAddress,
      amount: coins.value.toFixed(),
      creditAmount: credit.toFixed(2),
      proofUploadId,
      createdAt: new Date(now),
    })
    .returning();
  if (!row) throw new Error('deposit insert returned nothing');
  return { ok: true, value: (await toRecords(db, [row]))[0] as DepositRecord };
}

/** `quickCharge/wire_submit`: a bank wire to one of our accounts, waiting for staff. */
export async function submitWireDeposit(
  db: Db,
  who: Depositor,
  input: { amount: string; proofUrl: string; wireId: number },
  now: number,
): Promise<DepositResult<DepositRecord>> {
  const [wire] = await db
    .select()
    .from(wireMethods)
    .where(and(eq(wireMethods.id, input.wireId), eq(wireMethods.enabled, true)));
  if (!wire) return refusedBecause('channelUnavailable');
  const money = depositAmount(input.amount, WIRE_DECIMALS, wire);
  if (!money.ok) return money;
  const credit = creditOf(money.value, wire.usdRate);
  if (!credit) return refusedBecause('amountInvalid');
  const proofUploadId = await findOwnUpload(db, who.userId, input.proofUrl);
  if (proofUploadId === undefined) return refusedBecause('imageNotYours');
  const [row] = await db
    .insert(deposits)
    .values({
      number: orderNumber('D', now),
      userId: who.userId,
      accountId: who.accountId,
      type: 1,
      wireMethodId: wire.id,
      currencyCode: wire.currencyCode,
      protocolCode: '',
      address: wire.payeeAccount,
      amount: money.value.toFixed(),
      creditAmount: credit.toFixed(2),
      proofUploadId,
      createdAt: new Date(now),
    })
    .returning();
  if (!row) throw new Error('deposit insert returned nothing');
  return { ok: true, value: (await toRecords(db, [row]))[0] as DepositRecord };
}

async function toRecords(db: Db, rows: readonly DepositRow[]): Promise<DepositRecord[]> {
  const proofs = await urlsOfUploads(
    db,
    rows.map((row) => row.proofUploadId),
  );
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    type: row.type,
    currency_code: row.currencyCode,
    protocol_code: row.protocolCode,
    address: row.address,
    amount: new Big(row.amount).toFixed(),
    credit_amount: new Big(row.creditAmount).toFixed(2),
    status: row.status,
    remark: row.remark,
    proof_img: proofs.get(row.proofUploadId) ?? '',
    created_at: row.createdAt.toISOString(),
  }));
}

/** `quickCharge/quick_ist`: the user's deposits of one type (or all), newest first. */
export async function listUserDeposits(db: Db, userId: number, type: number | undefined, page: number, size: number) {
  const where = and(eq(deposits.userId, userId), type === undefined ? undefined : eq(deposits.type, type));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(deposits)
      .where(where)
      .orderBy(desc(deposits.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ value: count() }).from(deposits).where(where),
  ]);
  return { data: await toRecords(db, rows), total: total?.value ?? 0 };
}

/** The back office queue: deposits in `status` (or all), oldest unchecked first when filtering unchecked. */
export async function listDepositsForStaff(db: Db, status: number | undefined, page: number, size: number) {
  const where: SQL | undefined = status === undefined ? undefined : eq(deposits.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select({ deposit: deposits, email: users.email })
      .from(deposits)
      .innerJoin(users, eq(users.id, deposits.userId))
      .where(where)
      .orderBy(desc(deposits.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ value: count() }).from(deposits).where(where),
  ]);
  const records = await toRecords(
    db,
    rows.map((row) => row.deposit),
  );
  const data: AdminDeposit[] = records.map((record, index) => {
    const row = rows[index];
    const userId = row?.deposit.userId ?? 0;
    return { ...record, user_id: userId, uid: publicUid(userId), email: row?.email ?? '' };
  });
  return { data, total: total?.value ?? 0 };
}

/**
 * Approves (credits `credit_amount` with one 'deposit' ledger row, then tells `balanceMoved` once committed) or
 * rejects an unchecked deposit. The 0 -> 1|2 transition is one guarded UPDATE, so a second or concurrent
 * decision changes nothing.
 */
export async function reviewDeposit(
  db: Db,
  balanceMoved: OnBalanceMoved,
  staffId: number,
  id: number,
  approve: boolean,
  reason: string,
  now: number,
): Promise<DepositResult<AdminReviewReply>> {
  const status = approve ? RECORD_STATUS.finished : RECORD_STATUS.rejected;
  return decideOnce(db, id, status, {
    async claim(tx) {
      const [row] = await tx
        .update(deposits)
        .set({ status, remark: reason, reviewedBy: staffId, reviewedAt: new Date(now) })
        .where(and(eq(deposits.id, id), eq(deposits.status, RECORD_STATUS.unchecked)))
        .returning();
      return row;
    },
    async currentStatus(tx) {
      const [current] = await tx.select({ status: deposits.status }).from(deposits).where(eq(deposits.id, id));
      return current?.status;
    },
    async apply(tx, row) {
      if (approve) {
        const posted = await postLedgerEntry(
          tx,
          row.accountId,
          amount(row.creditAmount),
          'deposit',
          PAYMENT_MEMO.deposit,
        );
        await tx.update(deposits).set({ ledgerEntryId: posted.entryId }).where(eq(deposits.id, id));
      }
      await recordAudit(tx, staffId, approve ? 'deposit.approve' : 'deposit.reject', id, {
        number: row.number,
        user_id: row.userId,
        credit: approve ? row.creditAmount : null,
        reason: reason || null,
      });
    },
    committed(row) {
      if (approve) balanceMoved(row.accountId);
    },
  });
}
