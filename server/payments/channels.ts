import { and, asc, eq } from 'drizzle-orm';
import type {
  ChargeInfo,
  ChargeSymbol,
  DepositMethod,
  WireInfo,
  WithdrawCurrency,
} from '../../protocol/schemas/payments.ts';
import { WIRE_DAYS } from '../../protocol/schemas/payments.ts';
import type { Db } from '../db/database.ts';
import { depositMethods, wireMethods, withdrawCurrencies } from '../db/schema.ts';
import { Big } from '../money/decimal.ts';

// What users see of the channels staff configured: only enabled ones.

type DepositMethodRow = typeof depositMethods.$inferSelect;
type WireRow = typeof wireMethods.$inferSelect;
type CurrencyRow = typeof withdrawCurrencies.$inferSelect;

export function toDepositMethod(row: DepositMethodRow): DepositMethod {
  return {
    id: row.id,
    address: row.address,
    currency_code: row.currencyCode,
    protocol_code: row.protocolCode,
    usd_rate: new Big(row.usdRate).toFixed(),
  };
}

export function toWireInfo(row: WireRow): WireInfo {
  return {
    id: row.id,
    currency_code: row.currencyCode,
    bank_name: row.bankName,
    bank_address: row.bankAddress,
    bank_swift: row.bankSwift,
    payee_name: row.payeeName,
    payee_account: row.payeeAccount,
    bank_remark: row.bankRemark,
  };
}

export function toWithdrawCurrency(row: CurrencyRow): WithdrawCurrency {
  return {
    id: row.id,
    type: row.type,
    code: row.code,
    protocol: row.protocol,
    draw_rate: new Big(row.drawRate).toFixed(),
    fee_type: row.feeType,
    usd_price: new Big(row.usdPrice).toFixed(),
    min_amount: new Big(row.minAmount).toFixed(),
  };
}

async function enabledDepositMethods(db: Db): Promise<DepositMethod[]> {
  const rows = await db
    .select()
    .from(depositMethods)
    .where(eq(depositMethods.enabled, true))
    .orderBy(asc(depositMethods.sort), asc(depositMethods.id));
  return rows.map(toDepositMethod);
}

export async function chargeInfo(db: Db): Promise<ChargeInfo> {
  const [crypto, wires] = await Promise.all([
    enabledDepositMethods(db),
    db.select({ code: wireMethods.currencyCode }).from(wireMethods).where(eq(wireMethods.enabled, true)),
  ]);
  return {
    crypto,
    bank_coins: [...new Set(wires.map((wire) => wire.code))],
    wire_days_min: WIRE_DAYS.min,
    wire_days_max: WIRE_DAYS.max,
  };
}

/** Coins with their networks, in the staff's order. */
export async function chargeSymbols(db: Db): Promise<ChargeSymbol[]> {
  const symbols: ChargeSymbol[] = [];
  for (const method of await enabledDepositMethods(db)) {
    const existing = symbols.find((symbol) => symbol.currency_code === method.currency_code);
    if (existing) existing.methods.push(method);
    else symbols.push({ currency_code: method.currency_code, methods: [method] });
  }
  return symbols;
}

export async function wireInfo(db: Db, bankCoin: string | undefined): Promise<WireInfo[]> {
  const rows = await db
    .select()
    .from(wireMethods)
    .where(and(eq(wireMethods.enabled, true), bankCoin ? eq(wireMethods.currencyCode, bankCoin) : undefined))
    .orderBy(asc(wireMethods.id));
  return rows.map(toWireInfo);
}

export async function withdrawCurrenciesOf(db: Db, type: number): Promise<WithdrawCurrency[]> {
  const rows = await db
    .select()
    .from(withdrawCurrencies)
    .where(and(eq(withdrawCurrencies.enabled, true), eq(withdrawCurrencies.type, type)))
    .orderBy(asc(withdrawCurrencies.id));
  return rows.map(toWithdrawCurrency);
}
