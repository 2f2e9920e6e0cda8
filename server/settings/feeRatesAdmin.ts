import { eq } from 'drizzle-orm';
import { FEE_RATE_MAX, FEE_RATE_PLACES } from '../../protocol/feeRate.ts';
import type { AdminFeeReference } from '../../protocol/schemas/settingsAdmin.ts';
import { marginRequired } from '../../protocol/tradingMath.ts';
import type { Db } from '../db/database.ts';
import { symbols } from '../db/schema.ts';
import { localNumber } from '../i18n/localNumber.ts';
import type { QuoteBook } from '../market/quoteBook.ts';
import { wireDecimal } from '../money/wireDecimal.ts';
import { recordAudit } from '../payments/audit.ts';
import type { Refusal, Result } from '../refusal.ts';
import { usdPerUnit } from '../trading/conversion.ts';
import { loadTradingSymbols } from '../trading/tradingSymbols.ts';

// Staff set each symbol's fee rate (what an order pays at open: tradingMath.tradeFee). An order reads the
// rate with the fee type in its account statement's snapshot (orderStore.lockAccountWithFeeTerms), so a
// saved rate is the one the next order pays, in this process and in every other one, with no copy to reload.

/**
 * Sets a symbol's fee rate: a wire decimal (protocol/decimalText.ts) of at most FEE_RATE_PLACES decimals,
 * 0 … FEE_RATE_MAX; audited with the old and new value in the same transaction. Null when there is no such
 * symbol; a refusal (translated by the caller) changes nothing.
 */
export async function saveFeeRate(
  db: Db,
  staffId: number,
  symbolId: number,
  text: string,
): Promise<Result<string> | null> {
  const read = wireDecimal('fee_rate', text, { places: FEE_RATE_PLACES });
  if (!read.ok) return read;
  if (read.value.gt(FEE_RATE_MAX)) {
    const params = { field: 'fee_rate', min: localNumber(0), max: localNumber(FEE_RATE_MAX) };
    const refusal: Refusal = { code: 'invalidParams', key: 'numberOutOfRange', params };
    return { ok: false, refusal };
  }
  const rate = read.value.toFixed();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(symbols).where(eq(symbols.id, symbolId)).for('update');
    if (!before) return null;
    if (!read.value.eq(before.feeRate)) {
      await tx.update(symbols).set({ feeRate: rate }).where(eq(symbols.id, symbolId));
      await recordAudit(tx, staffId, 'symbol.feeRate', symbolId, { code: before.code, from: before.feeRate, to: rate });
    }
    return { ok: true, value: rate };
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
    const quoteToUsd = usdPerUnit(symbol.quoteCurrency, all, quotes);
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
