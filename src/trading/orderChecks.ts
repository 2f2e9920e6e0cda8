import Big from 'big.js';
import { pendingBounds } from '../../protocol/stopsLevel.ts';
import { BUY, MAX_ORDER_LOTS, openingPrice, SELL, type Side } from '../../protocol/tradingMath.ts';
import { fitsPlaces, parseDecimal } from './decimalInput.ts';
import {
  checkDraft,
  type EstimateInput,
  estimateOrder,
  lotFloor,
  lotsFit,
  type OrderDraft,
  type SubmitPayload,
  type SymbolRules,
} from './orderForm.ts';
import { type StopKind, type StopRange, stopInRange, stopRange } from './stopLevels.ts';

/** What is wrong with the lots box, shown under it as the user types. */
/** `unreadable`: text that is not one plain number (a sign, a letter, a group separator, a second decimal mark) */
export type LotsIssue = 'enterAmount' | 'unreadable' | 'lotsMin' | 'lotsStep' | 'lotsMax';
/** `tooPrecise`: more decimals than the symbol quotes (the server refuses it) */
export type StopIssue = 'enterStop' | 'unreadable' | 'tooPrecise' | 'outOfRange';
export type PriceIssue = 'enterPrice' | 'unreadable' | 'tooPrecise';

/** Why a Buy or Sell button is disabled (the first that applies). */
export type SideBlock =
  | 'marketClosed'
  | 'noLeverage'
  | 'noMultiple'
  | 'lots'
  | 'price'
  /** the pending price box holds text that is not one number, or too many decimals (the box says so) */
  | 'priceToFix'
  | 'pendingTooNear'
  | 'stopsForOtherSide'
  | 'stops'
  | 'noQuote'
  | 'margin';

/** The money side of an order in USD (the server's formulas), at 6 decimals. */
export interface OrderMoney {
  /** the price the order opens at: the ask or bid now, or the pending price */
  price: string;
  margin: string;
  fee: string;
  /** margin + fee: what the free margin must cover */
  needed: string;
}

export type SideVerdict =
  | { ok: true; payload: SubmitPayload; money: OrderMoney | null }
  | { ok: false; block: SideBlock; money: OrderMoney | null };

export interface FormChecks {
  lots: LotsIssue | null;
  price: PriceIssue | null;
  stopLoss: StopIssue | null;
  takeProfit: StopIssue | null;
  /** the allowed range of each stop for the side the stops are set for */
  ranges: Record<StopKind, StopRange | null>;
  sides: Record<Side, SideVerdict>;
  /** the smallest order (minimum lots) needs more than the free margin: a deposit is the way forward */
  cannotAffordMinimum: boolean;
}

export interface MarketNow {
  bid: string | null;
  ask: string | null;
  precision: number;
  stopsLevel: number | undefined;
}

export interface MoneyContext {
  /** the account's free margin in USD; undefined when unknown (logged out, loading) */
  freeMargin: string | undefined;
  /** estimateOrder's inputs other than lots, multiple and price; null when not yet known */
  estimate: Omit<EstimateInput, 'lots' | 'multiple' | 'price'> | null;
}

/** Lots as typed: the issue with them (empty, not a number, under the least or over the most, off the step), or null. */
export function lotsIssue(text: string, rules: Pick<SymbolRules, 'step' | 'minLots'>): LotsIssue | null {
  if (text.trim() === '') return 'enterAmount';
  const lots = parseDecimal(text);
  if (!lots) return 'unreadable';
  // 0 lots was typed, not left out: the box says the least it takes
  if (lots.gt(MAX_ORDER_LOTS)) return 'lotsMax';
  if (lots.lt(lotFloor(rules))) return 'lotsMin';
  if (!lotsFit(lots, rules)) return 'lotsStep';
  return null;
}

/** The price an order of `side` opens at: the pending price, else the ask (buy) or bid (sell) now. */
function openingFor(side: Side, draft: OrderDraft, market: MarketNow): string | null {
  if (!draft.market) {
    const price = parseDecimal(draft.price);
    return price?.gt(0) ? price.toFixed() : null;
  }
  if (market.bid === null || market.ask === null) return null;
  return openingPrice(side, market.bid, market.ask).toFixed(market.precision);
}

function moneyAt(lots: string, multiple: number | null, price: string | null, money: MoneyContext): OrderMoney | null {
  if (money.estimate === null || price === null) return null;
  const estimate = estimateOrder({ ...money.estimate, lots, multiple, price });
  if (!estimate) return null;
  return { price, ...estimate, needed: new Big(estimate.margin).plus(estimate.fee).toFixed(6) };
}

/** A pending order's price as typed: null for a market order or a positive price, else the issue. */
function priceIssue(draft: OrderDraft, precision: number): PriceIssue | null {
  if (draft.market) return null;
  if (draft.price.trim() === '') return 'enterPrice';
  const price = parseDecimal(draft.price);
  if (!price) return 'unreadable';
  if (!price.gt(0)) return 'enterPrice';
  return fitsPlaces(price, precision) ? null : 'tooPrecise';
}

/**
 * Whether a pending price is nearer the price it would fill against than the symbol's stops level allows:
 * the server refuses it (server/trading/stopsLevelRules.ts), so the side is blocked before it is sent.
 */
function pendingTooNear(side: Side, pendingPrice: string | null, market: MarketNow): boolean {
  if (pendingPrice === null || market.bid === null || market.ask === null || !market.stopsLevel) return false;
  const { below, above } = pendingBounds(side, market.bid, market.ask, market.stopsLevel, market.precision);
  return new Big(pendingPrice).gt(below) && new Big(pendingPrice).lt(above);
}

/**
 * The price a pending order starts at when the user switches to one: the market's own price is always inside
 * the stops level, so the form would open refusing both sides before anything was typed. It starts below the
 * bid by the level and as far again (at least one spread): there a buy is a limit and a sell a stop, both
 * allowed, and they stay allowed while the market moves a little. Where that is not a positive price (a
 * cheap symbol with a wide level), above the ask by as much: a sell limit or a buy stop. `close` when the
 * symbol has no stops level or no quote yet.
 */
export function pendingStartPrice(market: MarketNow, close: string): string {
  if (!market.stopsLevel || market.bid === null || market.ask === null) return close;
  const { below } = pendingBounds(SELL, market.bid, market.ask, market.stopsLevel, market.precision);
  const { above } = pendingBounds(BUY, market.bid, market.ask, market.stopsLevel, market.precision);
  const level = new Big(market.bid).minus(below);
  const spread = new Big(market.ask).minus(market.bid);
  const further = level.gt(spread) ? level : spread;
  const start = below.minus(further);
  return (start.gt(0) ? start : above.plus(further)).toFixed(market.precision);
}

function stopIssue(on: boolean, text: string, range: StopRange | null, precision: number): StopIssue | null {
  if (!on) return null;
  if (text.trim() === '') return 'enterStop';
  const price = parseDecimal(text);
  if (!price) return 'unreadable';
  if (price.eq(0)) return 'enterStop';
  if (!fitsPlaces(price, precision)) return 'tooPrecise';
  if (range && !stopInRange(price, range)) return 'outOfRange';
  return null;
}

/**
 * Everything the order form says as the user types (pure): each field's issue, the allowed stop ranges for
 * `stopsSide`, and for each of Buy and Sell either the payload to send and its money, or why it is disabled.
 */
export function checkForm(
  draft: OrderDraft,
  rules: SymbolRules,
  stopsSide: Side,
  market: MarketNow,
  money: MoneyContext,
): FormChecks {
  const lots = lotsIssue(draft.lots, rules);
  const price = priceIssue(draft, market.precision);
  const pendingPrice = draft.market ? null : (parseDecimal(draft.price)?.toFixed() ?? null);
  const haveReference = market.bid !== null && market.ask !== null && (draft.market || pendingPrice !== null);
  const rangeOf = (kind: StopKind): StopRange | null =>
    haveReference && market.bid !== null && market.ask !== null
      ? stopRange(kind, {
          side: stopsSide,
          bid: market.bid,
          ask: market.ask,
          pendingPrice,
          precision: market.precision,
          stopsLevel: market.stopsLevel,
        })
      : null;
  const ranges = { stopLoss: rangeOf('stopLoss'), takeProfit: rangeOf('takeProfit') };
  const stopLoss = stopIssue(draft.stopLossOn, draft.stopLoss, ranges.stopLoss, market.precision);
  const takeProfit = stopIssue(draft.takeProfitOn, draft.takeProfit, ranges.takeProfit, market.precision);
  const anyStop = draft.stopLossOn || draft.takeProfitOn;

  const verdict = (side: Side): SideVerdict => {
    const sideMoney =
      lots === null ? moneyAt(draft.lots, draft.multiple, openingFor(side, draft, market), money) : null;
    const blocked = (block: SideBlock): SideVerdict => ({ ok: false, block, money: sideMoney });
    if (!rules.marketOpen) return blocked('marketClosed');
    if (rules.multiples.length === 0) return blocked('noLeverage');
    if (draft.multiple === null || !rules.multiples.includes(draft.multiple)) return blocked('noMultiple');
    if (lots !== null) return blocked('lots');
    if (price !== null) return blocked(price === 'enterPrice' ? 'price' : 'priceToFix');
    if (pendingTooNear(side, pendingPrice, market)) return blocked('pendingTooNear');
    if (anyStop && side !== stopsSide) return blocked('stopsForOtherSide');
    if (stopLoss !== null || takeProfit !== null) return blocked('stops');
    if (draft.market && (market.bid === null || market.ask === null)) return blocked('noQuote');
    if (money.freeMargin !== undefined && sideMoney && new Big(sideMoney.needed).gt(money.freeMargin)) {
      return blocked('margin');
    }
    const checked = checkDraft(draft, rules, { loggedIn: true, side, bid: market.bid, ask: market.ask });
    if (!checked.ok) return blocked('stops');
    return { ok: true, payload: checked.payload, money: sideMoney };
  };

  const minimumMoney = moneyAt(
    lotFloor(rules).toFixed(),
    draft.multiple,
    openingFor(BUY, { ...draft, market: true }, market),
    money,
  );
  const cannotAffordMinimum =
    money.freeMargin !== undefined && minimumMoney !== null && new Big(minimumMoney.needed).gt(money.freeMargin);

  return {
    lots,
    price,
    stopLoss,
    takeProfit,
    ranges,
    sides: { [BUY]: verdict(BUY), [SELL]: verdict(SELL) },
    cannotAffordMinimum,
  };
}

/**
 * What the form shows of its checks apart from the figures that follow every tick (the estimated margin
 * and fee, the stops' allowed limits): which field is wrong and how, which side is blocked and why, and
 * which figures exist. Two checks with the same key render the same form; only the live texts differ.
 */
export function shownChecksKey(checks: FormChecks): string {
  const side = (verdict: SideVerdict) => [verdict.ok ? 'ok' : verdict.block, verdict.money !== null];
  return JSON.stringify([
    checks.lots,
    checks.price,
    checks.stopLoss,
    checks.takeProfit,
    checks.ranges.stopLoss?.bound ?? null,
    checks.ranges.takeProfit?.bound ?? null,
    side(checks.sides[BUY]),
    side(checks.sides[SELL]),
    checks.cannotAffordMinimum,
  ]);
}
