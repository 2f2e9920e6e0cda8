import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import type { Order } from '../../../protocol/schemas/trading.ts';
import { useQuote } from '../../market/marketStore.ts';
import { currenciesOf } from '../../trading/conversion.ts';
import { type LiveValuation, liveValuation } from '../../trading/liveProfit.ts';
import { useUsdRate } from '../../trading/queries.ts';

/** A holding order's current price and P&L at the live quote; other tabs keep the server's figures. */
export function useLiveOrder(order: Order, symbols: readonly TradeSymbol[] | undefined): LiveValuation {
  const holding = order.Status === 1;
  const symbol = symbols?.find((candidate) => candidate.Id === order.ForexId);
  const currencies = symbol ? currenciesOf(symbol) : null;
  const rate = useUsdRate(holding ? (currencies?.quote ?? null) : null, symbols);
  const quote = useQuote(order.ForexTradeLists.Code);
  if (!holding) return { price: order.Price, profit: order.FactProfits, live: false };
  return liveValuation(order, quote, symbol?.ForexContNum, rate);
}
