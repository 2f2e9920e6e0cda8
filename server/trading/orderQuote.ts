import { type DecimalLike, marginRequired, tradeFee } from '../../protocol/tradingMath.ts';
import type { SymbolRow } from '../market/catalog.ts';
import type { Big } from '../money/decimal.ts';

/** What an order costs to open: the margin it ties up and the fee the balance pays at once. */
export interface OrderQuote {
  margin: Big;
  fee: Big;
  /** margin + fee: what the free margin must cover */
  needed: Big;
}

export interface QuoteInput {
  lots: DecimalLike;
  multiple: number;
  /** the opening price at the symbol's precision */
  price: Big;
  /** USD per unit of the symbol's quote currency */
  quoteToUsd: Big;
  /** trade_fee_type: 1 per lot, else a rate of the margin */
  feeType: number;
  /** the symbol's rate under feeType, as stored when the order is judged: USD per lot (type 1) or a fraction of the margin */
  feeRate: DecimalLike;
}

/** The one quote of margin and fee, for a market order at submit and a pending one at its fill (pure). */
export function quoteOrder(symbol: SymbolRow, input: QuoteInput): OrderQuote {
  const margin = marginRequired({
    marginMode: symbol.marginMode,
    baseCurrency: symbol.baseCurrency,
    lots: input.lots,
    contractSize: symbol.contractSize,
    price: input.price,
    multiple: input.multiple,
    quoteToUsd: input.quoteToUsd,
  });
  const fee = tradeFee(input.feeType, input.lots, input.feeRate, margin);
  return { margin, fee, needed: margin.plus(fee) };
}
