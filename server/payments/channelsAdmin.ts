import { asc, eq } from 'drizzle-orm';
import type {
  AdminDepositMethod,
  AdminPaymentConfig,
  AdminWireMethod,
  AdminWithdrawCurrency,
} from '../../protocol/schemas/paymentsAdmin.ts';
import { FLAT_FEE_TYPE } from '../../protocol/withdrawMath.ts';
import type { Db } from '../db/database.ts';
import { depositMethods, wireMethods, withdrawCurrencies } from '../db/schema.ts';
import type { Tx } from '../ledger/transaction.ts';
import { Big } from '../money/decimal.ts';
import { type WireNumberRefusal, wireDecimal } from '../money/wireDecimal.ts';
import type { Result } from '../refusal.ts';
import { type AuditDetail, fieldChanges, recordAudit } from './audit.ts';

// Staff configure the payment channels; every save is audited in the same transaction.

/** Rates, prices and limits staff configure: wire decimals up to 12 places (rates like 0.0000105). */
const CONFIG_PLACES = 12;

/** Why staff's channel settings were refused: a malformed number, limits the wrong way round, no such channel. */
export type ChannelRefusal =
  | WireNumberRefusal
  | { code: 'invalidParams'; key: 'numberOutOfRange'; params: { field: string; min: string; max: string } }
  | { code: 'notFound'; key: 'notFound'; params?: undefined };

type ChannelResult<T> = Result<T, ChannelRefusal>;

/** A refused value, carried until every field is read (the first one refused is reported), or thrown to roll a save back. */
class FieldRefused extends Error {
  constructor(readonly refusal: ChannelRefusal) {
    super(refusal.key);
  }
}

function positive(field: string, value: string, allowZero = false): string | FieldRefused {
  const read = wireDecimal(field, value, { places: CONFIG_PLACES, positive: !allowZero });
  return read.ok ? read.value.toFixed() : new FieldRefused(read.refusal);
}

/** The values with every field read, or the first field's refusal. */
function readAll<T extends Record<string, unknown>>(
  values: T,
): ChannelResult<{ [K in keyof T]: Exclude<T[K], FieldRefused> }> {
  for (const value of Object.values(values)) {
    if (value instanceof FieldRefused) return { ok: false, refusal: value.refusal };
  }
  return { ok: true, value: values as { [K in keyof T]: Exclude<T[K], FieldRefused> } };
}

/** A channel's deposit limits staff gave (one left out: unchanged, or the column's default). */
function limitsOf(input: {
  min_amount?: string | undefined;
  max_amount?: string | undefined;
}): ChannelResult<{ minAmount?: string; maxAmount?: string }> {
  const min = input.min_amount === undefined ? undefined : positive('min_amount', input.min_amount, true);
  const max = input.max_amount === undefined ? undefined : positive('max_amount', input.max_amount);
  if (min instanceof FieldRefused) return { ok: false, refusal: min.refusal };
  if (max instanceof FieldRefused) return { ok: false, refusal: max.refusal };
  return {
    ok: true,
    value: { ...(min === undefined ? {} : { minAmount: min }), ...(max === undefined ? {} : { maxAmount: max }) },
  };
}

/** The stored limits, after the save, the right way round (a limit left out of the save keeps its stored value). */
function limitsHold(row: { minAmount: string; maxAmount: string }): ChannelRefusal | undefined {
  if (!new Big(row.minAmount).gt(row.maxAmount)) return undefined;
  const max = new Big(row.maxAmount).toFixed();
  return { code: 'invalidParams', key: 'numberOutOfRange', params: { field: 'min_amount', min: '0', max } };
}

/** A fee charged as a rate of the amount (any fee type but the flat one) is at most the whole amount. */
function feeRuleHolds(row: { feeType: number; drawRate: string }): ChannelRefusal | undefined {
  if (row.feeType === FLAT_FEE_TYPE || !new Big(row.drawRate).gt(1)) return undefined;
  return { code: 'invalidParams', key: 'numberOutOfRange', params: { field: 'draw_rate', min: '0', max: '1' } };
}

const CHANNEL_NOT_FOUND: ChannelRefusal = { code: 'notFound', key: 'notFound' };

export async function paymentConfig(db: Db): Promise<AdminPaymentConfig> {
  const [deposit, wire, currency] = await Promise.all([
    db.select().from(depositMethods).orderBy(asc(depositMethods.sort), asc(depositMethods.id)),
    db.select().from(wireMethods).orderBy(asc(wireMethods.id)),
    db.select().from(withdrawCurrencies).orderBy(asc(withdrawCurrencies.id)),
  ]);
  return {
    deposit_methods: deposit.map((row) => ({
      id: row.id,
      currency_code: row.currencyCode,
      protocol_code: row.protocolCode,
      address: row.address,
      usd_rate: new Big(row.usdRate).toFixed(),
      min_amount: new Big(row.minAmount).toFixed(),
      max_amount: new Big(row.maxAmount).toFixed(),
      enabled: row.enabled,
    })),
    wire_methods: wire.map((row) => ({
      id: row.id,
      currency_code: row.currencyCode,
      bank_name: row.bankName,
      bank_address: row.bankAddress,
      bank_swift: row.bankSwift,
      payee_name: row.payeeName,
      payee_account: row.payeeAccount,
      bank_remark: row.bankRemark,
      usd_rate: new Big(row.usdRate).toFixed(),
      min_amount: new Big(row.minAmount).toFixed(),
      max_amount: new Big(row.maxAmount).toFixed(),
      enabled: row.enabled,
    })),
    withdraw_currencies: currency.map((row) => ({
      id: row.id,
      type: row.type,
      code: row.code,
      protocol: row.protocol,
      fee_type: row.feeType,
      draw_rate: new Big(row.drawRate).toFixed(),
      usd_price: new Big(row.usdPrice).toFixed(),
      min_amount: new Big(row.minAmount).toFixed(),
      enabled: row.enabled,
    })),
  };
}

/** Decimal columns, compared by value: "1.50" stored and "1.5" saved is no change. */
const DECIMAL_FIELDS = new Set(['usdRate', 'minAmount', 'maxAmount', 'drawRate', 'usdPrice']);

function sameValue(field: string, from: unknown, to: unknown): boolean {
  if (DECIMAL_FIELDS.has(field) && typeof from === 'string' && typeof to === 'string') return new Big(from).eq(to);
  return from === to;
}

type ChannelRow = { id: number } & Record<string, unknown>;

/** How one kind of channel is read under lock and written. */
interface ChannelStore<V, R extends ChannelRow> {
  action: string;
  lock: (tx: Tx, id: number) => Promise<R[]>;
  insert: (tx: Tx, values: V) => Promise<R[]>;
  update: (tx: Tx, id: number, values: V) => Promise<R[]>;
  /** A refusal for the row as it would be stored, which rolls the save back. */
  check?: (row: NoInfer<R>) => ChannelRefusal | undefined;
}

/**
 * Writes a channel's row and audits the save, in one transaction: an update locks the stored row first (an id
 * matching no row is notFound) and records each changed field's old and new value; a save that changes nothing
 * records nothing. A new channel is recorded with its values.
 */
async function saveAudited<V extends AuditDetail, R extends ChannelRow>(
  db: Db,
  staffId: number,
  id: number | undefined,
  values: ChannelResult<V>,
  store: ChannelStore<V, R>,
): Promise<ChannelResult<number>> {
  if (!values.ok) return values;
  const fields = Object.keys(values.value);
  try {
    return await db.transaction(async (tx): Promise<ChannelResult<number>> => {
      const [before] = id === undefined ? [] : await store.lock(tx, id);
      if (id !== undefined && !before) return { ok: false, refusal: CHANNEL_NOT_FOUND };
      const [after] = before ? await store.update(tx, before.id, values.value) : await store.insert(tx, values.value);
      if (!after) throw new Error('the channel save returned no row');
      const refusal = store.check?.(after);
      if (refusal) throw new FieldRefused(refusal);
      const changes = before ? fieldChanges(fields, before, after, sameValue) : [{ created: true, ...values.value }];
      for (const detail of changes) await recordAudit(tx, staffId, store.action, after.id, detail);
      return { ok: true, value: after.id };
    });
  } catch (error) {
    if (error instanceof FieldRefused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}

/** Fields read first, then the deposit limits (the first refusal is reported). */
function withLimits<T extends Record<string, unknown>>(
  fields: T,
  input: { min_amount?: string | undefined; max_amount?: string | undefined },
) {
  const read = readAll(fields);
  if (!read.ok) return read;
  const limits = limitsOf(input);
  return limits.ok ? { ok: true as const, value: { ...read.value, ...limits.value } } : limits;
}

export function saveDepositMethod(db: Db, staffId: number, input: AdminDepositMethod): Promise<ChannelResult<number>> {
  const values = withLimits(
    {
      currencyCode: input.currency_code.trim().toUpperCase(),
      protocolCode: input.protocol_code.trim(),
      address: input.address.trim(),
      usdRate: positive('usd_rate', input.usd_rate),
      enabled: input.enabled,
    },
    input,
  );
  return saveAudited(db, staffId, input.id || undefined, values, {
    action: 'depositMethod.save',
    lock: (tx: Tx, id: number) => tx.select().from(depositMethods).where(eq(depositMethods.id, id)).for('update'),
    insert: (tx, row) => tx.insert(depositMethods).values(row).returning(),
    update: (tx, id, row) => tx.update(depositMethods).set(row).where(eq(depositMethods.id, id)).returning(),
    check: limitsHold,
  });
}

export function saveWireMethod(db: Db, staffId: number, input: AdminWireMethod): Promise<ChannelResult<number>> {
  const values = withLimits(
    {
      currencyCode: input.currency_code.trim().toUpperCase(),
      bankName: input.bank_name.trim(),
      bankAddress: input.bank_address.trim(),
      bankSwift: input.bank_swift.trim(),
      payeeName: input.payee_name.trim(),
      payeeAccount: input.payee_account.trim(),
      bankRemark: input.bank_remark.trim(),
      usdRate: positive('usd_rate', input.usd_rate),
      enabled: input.enabled,
    },
    input,
  );
  return saveAudited(db, staffId, input.id || undefined, values, {
    action: 'wireMethod.save',
    lock: (tx: Tx, id: number) => tx.select().from(wireMethods).where(eq(wireMethods.id, id)).for('update'),
    insert: (tx, row) => tx.insert(wireMethods).values(row).returning(),
    update: (tx, id, row) => tx.update(wireMethods).set(row).where(eq(wireMethods.id, id)).returning(),
    check: limitsHold,
  });
}

export function saveWithdrawCurrency(
  db: Db,
  staffId: number,
  input: AdminWithdrawCurrency,
): Promise<ChannelResult<number>> {
  const values = readAll({
    type: input.type,
    code: input.code.trim().toUpperCase(),
    protocol: input.protocol.trim(),
    feeType: input.fee_type,
    drawRate: positive('draw_rate', input.draw_rate, true),
    usdPrice: positive('usd_price', input.usd_price),
    minAmount: positive('min_amount', input.min_amount, true),
    enabled: input.enabled,
  });
  return saveAudited(db, staffId, input.id || undefined, values, {
    action: 'withdrawCurrency.save',
    lock: (tx: Tx, id: number) =>
      tx.select().from(withdrawCurrencies).where(eq(withdrawCurrencies.id, id)).for('update'),
    insert: (tx, row) => tx.insert(withdrawCurrencies).values(row).returning(),
    update: (tx, id, row) => tx.update(withdrawCurrencies).set(row).where(eq(withdrawCurrencies.id, id)).returning(),
    check: feeRuleHolds,
  });
}
