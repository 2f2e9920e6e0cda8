import type { AlertWatch } from '../../../../protocol/schemas/alerts.ts';
import type { TradeSymbol } from '../../../../protocol/schemas/market.ts';
import { formatTyped } from '../../../format/number.ts';
import type { LiveQuote } from '../../../market/marketStore.ts';

/**
 * The price an alert on `symbol` watching `watch` starts from: the live quote when the socket has delivered
 * one, else the trade list's; as a box draft ('.' decimal mark) at the symbol's decimals, or null if unknown.
 */
export function currentLevel(symbol: TradeSymbol, watch: AlertWatch, live: LiveQuote | undefined): string | null {
  const fromList = Number(watch === 'bid' ? symbol.ForexQuotations.Bid : symbol.ForexQuotations.Ask);
  const price = live === undefined ? fromList : watch === 'bid' ? live.bid : live.ask;
  if (!Number.isFinite(price) || price <= 0) return null;
  return formatTyped(price, symbol.PricePrecision, 'en');
}
