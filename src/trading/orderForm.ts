import Big from 'big.js';
import { marginRequired, marketStopsValid, type Side, stopsValid, tradeFee } from '../../protocol/tradingMath.ts';
import { decimalsOf } from '../format/number.ts';
import { parseDecimal } from './decimalInput.ts';

/** What the order form holds (SPEC §4): typed text stays text until it is checked. */
export interface OrderDraft {
  /** market (status 1) or pending (status 0, needs a price) */
  market: boolean;
  price: string;
  lots: string;
  multiple: number | null;
  stopLossOn: boolean;
  stopLoss: string;
  takeProfitOn: boolean;
  takeProfit: string;
}

/** The symbol's trading rules as trade_list gives them. */
export interface SymbolRules {
  id: number;
  /** lot step (SPEC's Pip) */
  step: string;
  minLots: string;
  multiples: readonly number[];
  marketOpen: boolean;
}

/** SPEC's submit payload (GET /v1/api/forex/submit). */
export interface SubmitPayload {
  type: Side;
  cont: string;
  forex_id: number;
  status: 0 | 1;
  target_price: string;
  stop_loss_price: string;
  target_profit_price: string;
  multiple: number;
}

/** Why an order is not sent (each one a toast, SPEC §5); the order is the order of the checks. */
export type DraftProblem =
  | 'login'
  | 'marketClosed'
  | 'noLeverage'
  | 'noMultiple'
  | 'enterAmount'
  | 'lotsRule'
  | 'enterPrice'
  | 'stopLossPrice'
  | 'takeProfitPrice'
  | 'stopLossSide'
  | 'takeProfitSide';

export type DraftCheck = { ok: true; payload: SubmitPayload } | { ok: false; problem: DraftProblem };

export interface CheckContext {
  loggedIn: boolean;
  side: Side;
  /** the live bid/ask at the symbol's precision, when known: market orders' stops are judged against both */
  bid: string | null;
  ask: string | null;
}

const fail = (problem: DraftProblem): DraftCheck => ({ ok: false, problem });

/** Whether `lots` is at least the minimum (and the step) and a whole number of steps. */
export function lotsFit(lots: Big, rules: Pick<SymbolRules, 'step' | 'minLots'>): boolean {
  return lots.gt(0) && lots.gte(rules.minLots) && lots.gte(rules.step) && lots.mod(rules.step).eq(0);
}

/**
 * SPEC §5 before any call: logged in, market open, a multiple configured and chosen, an amount, a price for a
 * pending order, stop-loss/take-profit as non-negative prices on their right side (the server's rule).
 */
export function checkDraft(draft: OrderDraft, rules: SymbolRules, context: CheckContext): DraftCheck {
  if (!context.loggedIn) return fail('login');
  if (!rules.marketOpen) return fail('marketClosed');
  if (rules.multiples.length === 0) return fail('noLeverage');
  if (draft.multiple === null || !rules.multiples.includes(draft.multiple)) return fail('noMultiple');
  if (draft.lots.trim() === '') return fail('enterAmount');
  const lots = parseDecimal(draft.lots);
  if (!lots || lots.eq(0)) return fail('enterAmount');
  if (!lotsFit(lots, rules)) return fail('lotsRule');
  let pendingPrice: Big | null = null;
  if (!draft.market) {
    pendingPrice = parseDecimal(draft.price);
    if (!pendingPrice || pendingPrice.eq(0)) return fail('enterPrice');
  }
  const stopLoss = draft.stopLossOn ? parseDecimal(draft.stopLoss) : new Big(0);
  if (!stopLoss || (draft.stopLossOn && stopLoss.eq(0))) return fail('stopLossPrice');
  const takeProfit = draft.takeProfitOn ? parseDecimal(draft.takeProfit) : new Big(0);
  if (!takeProfit || (draft.takeProfitOn && takeProfit.eq(0))) return fail('takeProfitPrice');
  // the server's side rule: a pending order's stops against its price, a market order's against the bid and ask
  const { bid, ask } = context;
  const sides = pendingPrice
    ? stopsValid(context.side, pendingPrice, stopLoss, takeProfit)
    : bid !== null && ask !== null
      ? marketStopsValid(context.side, bid, ask, stopLoss, takeProfit)
      : null;
  if (sides && !sides.stopLossOk) return fail('stopLossSide');
  if (sides && !sides.takeProfitOk) return fail('takeProfitSide');
  return {
    ok: true,
    payload: {
      type: context.side,
      cont: lots.toFixed(),
      forex_id: rules.id,
      status: draft.market ? 1 : 0,
      target_price: pendingPrice ? pendingPrice.toFixed() : '0',
      stop_loss_price: stopLoss.toFixed(),
      target_profit_price: takeProfit.toFixed(),
      multiple: draft.multiple,
    },
  };
}

function lotDecimals(rules: Pick<SymbolRules, 'step' | 'minLots'>): number {
  return Math.max(decimalsOf(rules.step), decimalsOf(rules.minLots));
}

/** The smallest lot size the stepper goes down to: the minimum lots, never below one step. */
export function lotFloor(rules: Pick<SymbolRules, 'step' | 'minLots'>): Big {
  const step = new Big(rules.step);
  return step.gt(rules.minLots) ? step : new Big(rules.minLots);
}

/** The lot size a new draft starts at: the floor, at the step's decimals. */
export function initialLots(rules: Pick<SymbolRules, 'step' | 'minLots'>): string {
  return lotFloor(rules).toFixed(lotDecimals(rules));
}

/** SPEC §5: the decrement is disabled at or below the step (and the minimum lots). */
export function canDecrement(lots: string, rules: Pick<SymbolRules, 'step' | 'minLots'>): boolean {
  const value = parseDecimal(lots);
  return value ? value.gt(lotFloor(rules)) : false;
}

/**
 * One step up or down from `lots`: an off-step value snaps to the neighbouring multiple of the step first;
 * the result never goes below `lotFloor`. Unreadable input restarts at the floor.
 */
export function stepLots(lots: string, direction: 1 | -1, rules: Pick<SymbolRules, 'step' | 'minLots'>): string {
  const decimals = lotDecimals(rules);
  const floor = lotFloor(rules);
  const value = parseDecimal(lots);
  if (!value) return floor.toFixed(decimals);
  const step = new Big(rules.step);
  const steps = value.div(step);
  const whole = steps.round(0, Big.roundDown);
  let next: Big;
  if (direction === 1) next = whole.plus(1).times(step);
  else next = (steps.eq(whole) ? whole.minus(1) : whole).times(step);
  if (next.lt(floor)) next = floor;
  return next.toFixed(decimals);
}

export interface EstimateInput {
  marginMode: number;
  /** the symbol's base currency (a USD-base pair's margin takes no price) */
  baseCurrency: string;
  contractSize: string;
  feeRate: string;
  /** trade_fee_type from getBasicInfo */
  feeType: number;
  lots: string;
  multiple: number | null;
  /** the opening price: the ask for a market buy, the typed price for a pending order */
  price: string | null;
  /** USD per unit of the quote currency; null when unknown */
  quoteToUsd: Big | null;
}

/** The estimated margin and fee (SPEC §9) with the server's own formulas, 6 decimals; null when not computable. */
export function estimateOrder(input: EstimateInput): { margin: string; fee: string } | null {
  const lots = parseDecimal(input.lots);
  const price = input.price === null ? null : parseDecimal(input.price);
  if (!lots || lots.eq(0) || input.multiple === null || input.quoteToUsd === null) return null;
  if (input.marginMode !== 1 && (!price || price.eq(0))) return null;
  const margin = marginRequired({
    marginMode: input.marginMode,
    baseCurrency: input.baseCurrency,
    lots,
    contractSize: input.contractSize,
    price: price ?? 0,
    multiple: input.multiple,
    quoteToUsd: input.quoteToUsd,
  });
  const fee = tradeFee(input.feeType, lots, input.feeRate, margin);
  return { margin: margin.toFixed(6), fee: fee.toFixed(6) };
}

/** The price the estimate is shown at: a pending order's typed price, else the ask (a buy's opening price). */
export function estimatePrice(draft: Pick<OrderDraft, 'market' | 'price'>, ask: string | null): string | null {
  if (!draft.market) return parseDecimal(draft.price)?.toFixed() ?? null;
  return ask;
}
