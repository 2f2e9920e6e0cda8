import { eq } from 'drizzle-orm';
import { FEE_RATE_MAX, FEE_RATE_PLACES } from '../../protocol/feeRate.ts';
import type { AdminFeeReference } from '../../protocol/schemas/settingsAdmin.ts';
import { marginRequired } from '../../protocol/tradingMath.ts';
import type { Db } from '../db/database.ts';
import { symbols } from '../db/schema.ts';
import { localNumber } from '../i18n/localNumber.ts';
import type { QuoteBook } from '../market/quoteBook.ts';
import type { Big } from '../money/decimal.ts';
import { wireDecimal } from '../money/wireDecimal.ts';
import { recordAudit } from '../payments/audit.ts';
import type { Result } from '../refusal.ts';
import { usdPerUnitAtQuotes } from '../trading/conversion.ts';
import { loadTradingSymbols } from '../trading/tradingSymbols.ts';

// Staff set each symbol's two fee rates (what an order pays at open: tradingMath.tradeFee): USD per lot and a
// fraction of the margin. trade_fee_type picks which one an order pays; neither is ever reread in the other's
// unit. An order reads the rates with the fee type in its account statement's snapshot
// (orderStore.lockAccountWithFeeTerms), so a saved rate is the one the next order pays, in this process and
// in every other one, with no copy to reload.

/** The rates a save sets, by wire field; a field left out keeps its stored rate. */
export type FeeRatesChange = Partial<Record<FeeRateField, string>>;
/** A symbol's rates as stored, by wire field. */
export type SavedFeeRates = Record<FeeRateField, string>;
type FeeRateField = 'fee_per_lot' | 'fee_margin_rate';

const COLUMN_OF = { fee_per_lot: 'feePerLot', fee_margin_rate: 'feeMarginRate' } as const;
const FIELDS = Object.keys(COLUMN_OF) as FeeRateField[];

/** A typed rate under its rules: a wire decimal of at most FEE_RATE_PLACES decimals, 0 … FEE_RATE_MAX. */
function readRate(field: FeeRateField, text: string): Result<Big> {
  const read = wireDecimal(field, text, { places: FEE_RATE_PLACES });
  if (!read.ok || read.value.lte(FEE_RATE_MAX)) return read;
  const params = { field, min: localNumber(0), max: localNumber(FEE_RATE_MAX) };
  return { ok: false, refusal: { code: 'invalidParams', key: 'numberOutOfRange', params } };
}

/**
 * Sets a symbol's per-lot rate, its margin rate or both (each checked by readRate; at least one given),
 * audited in the same transaction, one row per rate that really changed with its old and new value. Null
 * when there is no such symbol; a refusal (translated by the caller) changes nothing.
 */
export async function saveFeeRates(
  db: Db,
  staffId: number,
  symbolId: number,
  change: FeeRatesChange,
): Promise<Result<SavedFeeRates> | null> {
  const rates: [FeeRateField, Big][] = [];
  for (const field of FIELDS) {
    const text = change[field];
    if (text === undefined) continue;
    const read = readRate(field, text);
    if (!read.ok) return read;
    rates.push([field, read.value]);
  }
  if (rates.length === 0) return { ok: false, refusal: { code: 'invalidParams', key: 'pleaseComplete' } };
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(symbols).where(eq(symbols.id, symbolId)).for('update');
    if (!before) return null;
    const saved: SavedFeeRates = { fee_per_lot: before.feePerLot, fee_margin_rate: before.feeMarginRate };
    const changed = rates.filter(([field, rate]) => !rate.eq(saved[field]));
    if (changed.length === 0) return { ok: true, value: saved };
    const update: Partial<Record<(typeof COLUMN_OF)[FeeRateField], string>> = {};
    for (const [field, rate] of changed) update[COLUMN_OF[field]] = rate.toFixed();
    await tx.update(symbols).set(update).where(eq(symbols.id, symbolId));
    for (const [field, rate] of changed) {
      const to = rate.toFixed();
      await recordAudit(tx, staffId, 'symbol.feeRate', symbolId, { code: before.code, field, from: saved[field], to });
      saved[field] = to;
    }
    return { ok: true, value: saved };
  });
}

/**
 * For each symbol, what one lot costs in margin at the live ask and the highest multiple it offers, so the
 * back office can show the fee of one lot under either fee type before a rate is saved; null while the
 * symbol or its quote currency has no quote.
 */
export async function feeReferences(db: Db, quotes: QuoteBook): Promise<Map<number, AdminFeeReference | null>> {
  const all = await loadTradingSymbols(db);
  const references = new Map<number, AdminFeeReference | null>();
  for (const symbol of all.values()) {
    const quote = quotes.snapshot(symbol.id);
    const quoteToUsd = usdPerUnitAtQuotes(symbol.quoteCurrency, all, quotes);
    const multiple = Math.max(...symbol.leverageOptions);
    if (!quote || !quoteToUsd || !Number.isInteger(multiple) || multiple <= 0) {
      references.set(symbol.id, null);
      continue;
    }
    const price = quote.ask.toFixed(symbol.pricePrecision);
    const margin = marginRequired({ ...symbol, lots: 1, price, multiple, quoteToUsd });
    references.set(symbol.id, { price, multiple, margin: margin.toFixed() });
  }
  return references;
}
