import type { Quotation } from '../../protocol/schemas/market.ts';
import { Big, toFixedString } from '../money/decimal.ts';
import type { Quote } from './quoteBook.ts';

const CHANGE_DECIMALS = 2;

/** SPEC's ForexQuotations: Close = bid, Open = the day's first price, Change = % against Open. */
export function toQuotation(quote: Quote, pricePrecision: number): Quotation {
  const change = quote.dayOpen.eq(0) ? new Big(0) : quote.bid.minus(quote.dayOpen).div(quote.dayOpen).times(100);
  const at = (value: Big) => toFixedString(value, pricePrecision);
  return {
    Open: at(quote.dayOpen),
    Close: at(quote.bid),
    Change: toFixedString(change, CHANGE_DECIMALS),
    High: at(quote.dayHigh),
    Low: at(quote.dayLow),
    Bid: at(quote.bid),
    Ask: at(quote.ask),
  };
}
