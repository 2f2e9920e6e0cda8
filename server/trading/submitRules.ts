import { lotsAllowed, type Side, stopsValid } from '../../protocol/tradingMath.ts';
import type { MessageParams, ServerMessageKey } from '../i18n/translate.ts';
import type { SymbolRow } from '../market/catalog.ts';
import { Big } from '../money/decimal.ts';

export interface OrderRequest {
  side: Side;
  lots: string;
  multiple: number;
  market: boolean;
  /** pending orders only */
  targetPrice: string;
  stopLoss: string;
  takeProfit: string;
}

export interface Refusal {
  code: 'orderRejected' | 'marketClosed';
  key: ServerMessageKey;
  params?: MessageParams;
}

function decimal(value: string): Big | null {
  try {
    return new Big(value);
  } catch {
    return null;
  }
}

/**
 * Checks an order against the symbol's rules before any money is looked at (pure: no IO). `reference` is
 * the price the stops are judged against: the opening price of a market order, the target of a pending one.
 */
export function refuseOrder(request: OrderRequest, symbol: SymbolRow, marketOpen: boolean): Refusal | null {
  if (!marketOpen) return { code: 'marketClosed', key: 'marketClosed' };
  if (symbol.leverageOptions.length === 0) return { code: 'orderRejected', key: 'leverageNotConfigured' };
  if (!symbol.leverageOptions.includes(request.multiple)) {
    return { code: 'orderRejected', key: 'multipleNotOffered', params: { multiple: request.multiple } };
  }
  if (!decimal(request.lots) || !lotsAllowed(request.lots, symbol.minLots, symbol.lotStep)) {
    return { code: 'orderRejected', key: 'lotsInvalid', params: { min: symbol.minLots, step: symbol.lotStep } };
  }
  const target = decimal(request.targetPrice);
  if (!request.market && (!target || target.lte(0))) return { code: 'orderRejected', key: 'pendingPriceRequired' };
  const stopLoss = decimal(request.stopLoss);
  const takeProfit = decimal(request.takeProfit);
  if (!stopLoss || stopLoss.lt(0)) return { code: 'orderRejected', key: 'stopLossWrongSide' };
  if (!takeProfit || takeProfit.lt(0)) return { code: 'orderRejected', key: 'takeProfitWrongSide' };
  return null;
}

/** Stops judged against a price; null when both are on their right side. */
export function refuseStops(side: Side, reference: Big, stopLoss: string, takeProfit: string): Refusal | null {
  const { stopLossOk, takeProfitOk } = stopsValid(side, reference, stopLoss, takeProfit);
  if (!stopLossOk) return { code: 'orderRejected', key: 'stopLossWrongSide' };
  if (!takeProfitOk) return { code: 'orderRejected', key: 'takeProfitWrongSide' };
  return null;
}
