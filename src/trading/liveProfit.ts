import type Big from 'big.js';
import type { Order } from '../../protocol/schemas/trading.ts';
import { positionProfit, SELL, type Side, valuationPrice } from '../../protocol/tradingMath.ts';
import { priceText } from './conversion.ts';

export function sideOfOrder(order: Pick<Order, 'OrderType'>): Side {
  return order.OrderType === 1 ? 1 : SELL;
}

export interface LiveValuation {
  /** the valuation price: bid for a buy, ask for a sell */
  price: string;
  /** floating P&L in USD, 6 decimals */
  profit: string;
  live: boolean;
}

/**
 * A holding order valued at the live quote with the server's formula (between list refetches); falls back
 * to the row's own Price / FactProfits when the quote, the contract size or the USD rate is unknown.
 */
export function liveValuation(
  order: Pick<Order, 'OrderType' | 'Quantity' | 'OriginPrice' | 'Price' | 'FactProfits' | 'ForexTradeLists'>,
  quote: { bid: number; ask: number } | undefined,
  contractSize: string | undefined,
  quoteToUsd: Big | null,
): LiveValuation {
  const precision = order.ForexTradeLists.PricePrecision;
  const bid = quote ? priceText(quote.bid, precision) : null;
  const ask = quote ? priceText(quote.ask, precision) : null;
  if (bid === null || ask === null || contractSize === undefined || quoteToUsd === null) {
    return { price: order.Price, profit: order.FactProfits, live: false };
  }
  const side = sideOfOrder(order);
  const price = valuationPrice(side, bid, ask);
  const profit = positionProfit({
    side,
    lots: order.Quantity,
    contractSize,
    openPrice: order.OriginPrice,
    closePrice: price,
    quoteToUsd,
  });
  return { price: price.toFixed(precision), profit: profit.toFixed(6), live: true };
}
