import type { DecimalRule } from '../../protocol/decimalText.ts';
import { lotsAllowed, MAX_ORDER_LOTS, type Side, type StopsValidity } from '../../protocol/tradingMath.ts';
import { localNumber } from '../i18n/localNumber.ts';
import type { MessageParams, ServerMessageKey } from '../i18n/translate.ts';
import type { SymbolRow } from '../market/catalog.ts';
import type { Big } from '../money/decimal.ts';
import { placesOf, type WireNumberRefusal, wireDecimal } from '../money/wireDecimal.ts';
import type { Result } from '../refusal.ts';

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

/**
 * How the pure trading rules say no (this file's order checks, stopsLevelRules.ts, alertRules.ts): a
 * `Refusal` (server/refusal.ts) narrowed to the codes they use.
 */
export interface RuleRefusal {
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

/** The decimals of several wire fields, or the first field's refusal (in the order given). */
function readDecimals<K extends string>(
  fields: Record<K, { field: string; text: string; rule: DecimalRule }>,
): Result<Record<K, Big>, WireNumberRefusal> {
  const read: Partial<Record<K, Big>> = {};
  for (const key of Object.keys(fields) as K[]) {
    const { field, text, rule } = fields[key];
    const value = wireDecimal(field, text, rule);
    if (!value.ok) return value;
    read[key] = value.value;
  }
  return { ok: true, value: read as Record<K, Big> };
}

/**
 * Reads the order's numbers in the wire grammar at the symbol's precision (lots at the lot step's, prices
 * at the symbol's), or the refusal naming the first malformed one (a 400, never rounded).
 */
export function readOrderNumbers(request: OrderRequest, symbol: SymbolRow): Result<OrderNumbers, WireNumberRefusal> {
  const prices = { places: symbol.pricePrecision };
  return readDecimals({
    lots: { field: 'cont', text: request.lots, rule: { places: placesOf(symbol.lotStep), positive: true } },
    targetPrice: { field: 'target_price', text: request.targetPrice, rule: prices },
    stopLoss: { field: 'stop_loss_price', text: request.stopLoss, rule: prices },
    takeProfit: { field: 'target_profit_price', text: request.takeProfit, rule: prices },
  });
}

/** Stops of an open position, read as an order's are. */
export function readStopNumbers(
  stopLoss: string,
  takeProfit: string,
  symbol: SymbolRow,
): Result<{ stopLoss: Big; takeProfit: Big }, WireNumberRefusal> {
  const prices = { places: symbol.pricePrecision };
  return readDecimals({
    stopLoss: { field: 'stop_loss_price', text: stopLoss, rule: prices },
    takeProfit: { field: 'target_profit_price', text: takeProfit, rule: prices },
  });
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
): RuleRefusal | null {
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

/**
 * The refusal of stops judged by stopsValid (against one price) or marketStopsValid (a market order: against
 * the bid and the ask, protocol/tradingMath.ts); null when both are on their right side.
 */
export function refuseStops({ stopLossOk, takeProfitOk }: StopsValidity): RuleRefusal | null {
  if (!stopLossOk) return { code: 'orderRejected', key: 'stopLossWrongSide' };
  if (!takeProfitOk) return { code: 'orderRejected', key: 'takeProfitWrongSide' };
  return null;
}

/** A stop as stored: null when not set (0), else at the symbol's precision (already exact: never rounded). */
export function storedStop(value: Big, precision: number): string | null {
  return value.eq(0) ? null : value.toFixed(precision);
}
