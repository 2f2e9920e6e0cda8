import { lotsAllowed, MAX_ORDER_LOTS, type Side, stopsValid } from '../../protocol/tradingMath.ts';
import { localNumber } from '../i18n/localNumber.ts';
import type { MessageParams, ServerMessageKey } from '../i18n/translate.ts';
import type { SymbolRow } from '../market/catalog.ts';
import type { Big } from '../money/decimal.ts';
import { placesOf, readWireDecimal } from '../money/wireDecimal.ts';

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

export interface OrderNumbers {
  lots: Big;
  /** 0 for a market order */
  targetPrice: Big;
  /** 0 when not set */
  stopLoss: Big;
  takeProfit: Big;
}

/**
 * Reads the order's numbers in the wire grammar at the symbol's precision (lots at the lot step's, prices
 * at the symbol's): a malformed value or one with too many decimals is a 400, never rounded.
 */
export function readOrderNumbers(request: OrderRequest, symbol: SymbolRow): OrderNumbers {
  const prices = { places: symbol.pricePrecision };
  return {
    lots: readWireDecimal('cont', request.lots, { places: placesOf(symbol.lotStep), positive: true }),
    targetPrice: readWireDecimal('target_price', request.targetPrice, prices),
    stopLoss: readWireDecimal('stop_loss_price', request.stopLoss, prices),
    takeProfit: readWireDecimal('target_profit_price', request.takeProfit, prices),
  };
}

/** Stops of an open position, read as an order's are. */
export function readStopNumbers(stopLoss: string, takeProfit: string, symbol: SymbolRow) {
  const prices = { places: symbol.pricePrecision };
  return {
    stopLoss: readWireDecimal('stop_loss_price', stopLoss, prices),
    takeProfit: readWireDecimal('target_profit_price', takeProfit, prices),
  };
}

/**
 * Checks an order against the symbol's rules before any money is looked at (pure: no IO). `reference` is
 * the price the stops are judged against: the opening price of a market order, the target of a pending one.
 */
export function refuseOrder(
  request: OrderRequest,
  numbers: OrderNumbers,
  symbol: SymbolRow,
  marketOpen: boolean,
): Refusal | null {
  if (!marketOpen) return { code: 'marketClosed', key: 'marketClosed' };
  if (symbol.leverageOptions.length === 0) return { code: 'orderRejected', key: 'leverageNotConfigured' };
  if (!symbol.leverageOptions.includes(request.multiple)) {
    return { code: 'orderRejected', key: 'multipleNotOffered', params: { multiple: request.multiple } };
  }
  if (!lotsAllowed(numbers.lots, symbol.minLots, symbol.lotStep)) {
    return {
      code: 'orderRejected',
      key: 'lotsInvalid',
      params: { min: localNumber(symbol.minLots), step: localNumber(symbol.lotStep) },
    };
  }
  if (numbers.lots.gt(MAX_ORDER_LOTS)) {
    return {
      code: 'orderRejected',
      key: 'numberOutOfRange',
      params: { field: 'cont', min: localNumber(symbol.minLots), max: localNumber(MAX_ORDER_LOTS) },
    };
  }
  if (!request.market && numbers.targetPrice.lte(0)) return { code: 'orderRejected', key: 'pendingPriceRequired' };
  return null;
}

/** Stops judged against a price; null when both are on their right side. */
export function refuseStops(side: Side, reference: Big, stopLoss: Big, takeProfit: Big): Refusal | null {
  const { stopLossOk, takeProfitOk } = stopsValid(side, reference, stopLoss, takeProfit);
  if (!stopLossOk) return { code: 'orderRejected', key: 'stopLossWrongSide' };
  if (!takeProfitOk) return { code: 'orderRejected', key: 'takeProfitWrongSide' };
  return null;
}

/** A stop as stored: null when not set (0), else at the symbol's precision (already exact: never rounded). */
export function storedStop(value: Big, precision: number): string | null {
  return value.eq(0) ? null : value.toFixed(precision);
}
