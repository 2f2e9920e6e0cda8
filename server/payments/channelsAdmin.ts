import { asc, eq } from 'drizzle-orm';
import type {
  AdminDepositMethod,
  AdminPaymentConfig,
  AdminWireMethod,
  AdminWithdrawCurrency,
} from '../../protocol/schemas/paymentsAdmin.ts';
import type { Db } from '../db/database.ts';
import { depositMethods, wireMethods, withdrawCurrencies } from '../db/schema.ts';
import { Big } from '../money/decimal.ts';
import { readWireDecimal } from '../money/wireDecimal.ts';
import { DomainRefusal } from '../refusal.ts';
import { recordAudit } from './audit.ts';

// Staff configure the payment channels; every save is audited in the same transaction.

/** Rates, prices and limits staff configure: wire decimals up to 12 places (rates like 0.0000105). */
const CONFIG_PLACES = 12;

function positive(field: string, value: string, allowZero = false): string {
  return readWireDecimal(field, value, { places: CONFIG_PLACES, positive: !allowZero }).toFixed();
}

/** A channel's deposit limits staff gave (one left out: unchanged, or the column's default). */
function limitsOf(input: { min_amount?: string | undefined; max_amount?: string | undefined }): {
  minAmount?: string;
  maxAmount?: string;
} {
  const min: { minAmount?: string } =
    input.min_amount === undefined ? {} : { minAmount: positive('min_amount', input.min_amount, true) };
  const max: { maxAmount?: string } =
    input.max_amount === undefined ? {} : { maxAmount: positive('max_amount', input.max_amount) };
  if (min.minAmount !== undefined && max.maxAmount !== undefined && new Big(min.minAmount).gt(max.maxAmount)) {
    throw new DomainRefusal('invalidParams', 'numberOutOfRange', { field: 'min_amount', min: '0', max: max.maxAmount });
  }
  return { ...min, ...max };
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

async function saved<T extends { id: number }>(rows: T[]): Promise<number> {
  const [row] = rows;
  if (!row) throw new DomainRefusal('notFound', 'notFound');
  return row.id;
}

export async function saveDepositMethod(db: Db, staffId: number, input: AdminDepositMethod): Promise<number> {
  const values = {
    currencyCode: input.currency_code.trim().toUpperCase(),
    protocolCode: input.protocol_code.trim(),
    address: input.address.trim(),
    usdRate: positive('usd_rate', input.usd_rate),
    ...limitsOf(input),
    enabled: input.enabled,
  };
  return db.transaction(async (tx) => {
    const id = await saved(
      input.id
        ? await tx.update(depositMethods).set(values).where(eq(depositMethods.id, input.id)).returning()
        : await tx.insert(depositMethods).values(values).returning(),
    );
    await recordAudit(tx, staffId, 'depositMethod.save', id, { ...values });
    return id;
  });
}

export async function saveWireMethod(db: Db, staffId: number, input: AdminWireMethod): Promise<number> {
  const values = {
    currencyCode: input.currency_code.trim().toUpperCase(),
    bankName: input.bank_name.trim(),
    bankAddress: input.bank_address.trim(),
    bankSwift: input.bank_swift.trim(),
    payeeName: input.payee_name.trim(),
    payeeAccount: input.payee_account.trim(),
    bankRemark: input.bank_remark.trim(),
    usdRate: positive('usd_rate', input.usd_rate),
    ...limitsOf(input),
    enabled: input.enabled,
  };
  return db.transaction(async (tx) => {
    const id = await saved(
      input.id
        ? await tx.update(wireMethods).set(values).where(eq(wireMethods.id, input.id)).returning()
        : await tx.insert(wireMethods).values(values).returning(),
    );
    await recordAudit(tx, staffId, 'wireMethod.save', id, { ...values });
    return id;
  });
}

export async function saveWithdrawCurrency(db: Db, staffId: number, input: AdminWithdrawCurrency): Promise<number> {
  const values = {
    type: input.type,
    code: input.code.trim().toUpperCase(),
    protocol: input.protocol.trim(),
    feeType: input.fee_type,
    drawRate: positive('draw_rate', input.draw_rate, true),
    usdPrice: positive('usd_price', input.usd_price),
    minAmount: positive('min_amount', input.min_amount, true),
    enabled: input.enabled,
  };
  return db.transaction(async (tx) => {
    const id = await saved(
      input.id
        ? await tx.update(withdrawCurrencies).set(values).where(eq(withdrawCurrencies.id, input.id)).returning()
        : await tx.insert(withdrawCurrencies).values(values).returning(),
    );
    await recordAudit(tx, staffId, 'withdrawCurrency.save', id, { ...values });
    return id;
  });
}
