import { asc, eq } from 'drizzle-orm';
import type {
  AdminDepositMethod,
  AdminPaymentConfig,
  AdminWireMethod,
  AdminWithdrawCurrency,
} from '../../protocol/schemas/paymentsAdmin.ts';
import type { Db } from '../db/database.ts';
import { depositMethods, wireMethods, withdrawCurrencies } from '../db/schema.ts';
import type { Tx } from '../ledger/transaction.ts';
import { Big } from '../money/decimal.ts';
import { type WireNumberRefusal, wireDecimal } from '../money/wireDecimal.ts';
import type { Result } from '../refusal.ts';
import { type AuditDetail, recordAudit } from './audit.ts';

// Staff configure the payment channels; every save is audited in the same transaction.

/** Rates, prices and limits staff configure: wire decimals up to 12 places (rates like 0.0000105). */
const CONFIG_PLACES = 12;

/** Why staff's channel settings were refused: a malformed number, limits the wrong way round, no such channel. */
export type ChannelRefusal =
  | WireNumberRefusal
  | { code: 'invalidParams'; key: 'numberOutOfRange'; params: { field: string; min: string; max: string } }
  | { code: 'notFound'; key: 'notFound'; params?: undefined };

type ChannelResult<T> = Result<T, ChannelRefusal>;

/** A refused value, carried until every field is read: the first one refused is reported. */
class FieldRefused {
  constructor(readonly refusal: ChannelRefusal) {}
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
  if (min !== undefined && max !== undefined && new Big(min).gt(max)) {
    return {
      ok: false,
      refusal: { code: 'invalidParams', key: 'numberOutOfRange', params: { field: 'min_amount', min: '0', max } },
    };
  }
  return {
    ok: true,
    value: { ...(min === undefined ? {} : { minAmount: min }), ...(max === undefined ? {} : { maxAmount: max }) },
  };
}

const CHANNEL_NOT_FOUND: ChannelRefusal = { code: 'notFound', key: 'notFound' };

/** The saved row's id, or notFound when an update matched no row. */
function savedId(rows: readonly { id: number }[]): ChannelResult<number> {
  const [row] = rows;
  return row ? { ok: true, value: row.id } : { ok: false, refusal: CHANNEL_NOT_FOUND };
}

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

/** Writes a channel's row (an update matching no row is notFound) and audits the save, in one transaction. */
async function saveAudited<V extends AuditDetail>(
  db: Db,
  staffId: number,
  action: string,
  values: ChannelResult<V>,
  write: (tx: Tx, values: V) => Promise<{ id: number }[]>,
): Promise<ChannelResult<number>> {
  if (!values.ok) return values;
  return db.transaction(async (tx) => {
    const id = savedId(await write(tx, values.value));
    if (id.ok) await recordAudit(tx, staffId, action, id.value, { ...values.value });
    return id;
  });
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
  return saveAudited(db, staffId, 'depositMethod.save', values, (tx, row) =>
    input.id
      ? tx.update(depositMethods).set(row).where(eq(depositMethods.id, input.id)).returning()
      : tx.insert(depositMethods).values(row).returning(),
  );
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
  return saveAudited(db, staffId, 'wireMethod.save', values, (tx, row) =>
    input.id
      ? tx.update(wireMethods).set(row).where(eq(wireMethods.id, input.id)).returning()
      : tx.insert(wireMethods).values(row).returning(),
  );
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
  return saveAudited(db, staffId, 'withdrawCurrency.save', values, (tx, row) =>
    input.id
      ? tx.update(withdrawCurrencies).set(row).where(eq(withdrawCurrencies.id, input.id)).returning()
      : tx.insert(withdrawCurrencies).values(row).returning(),
  );
}
