import Big from 'big.js';

/**
 * SPEC §9's trading formulas, in decimals, shared by the server (what is charged) and the order form (what
 * is shown), so an estimate on screen is the server's number. Money is rounded half-up to 6 decimals.
 */
export const MONEY_DECIMALS = 6;

export type Decimal = Big;
/** A decimal as the formulas take it: a decimal string, a number or a Big (whatever big.js reads). */
export type DecimalLike = string | number | Big;

/** Largest order accepted, in lots, on every symbol (a fat-finger and overflow bound; the form says so first). */
export const MAX_ORDER_LOTS = '1000';
/**
 * The most pending orders one account holds at once (a broker's order limit): each waits in the engine's
 * memory and is checked on every tick of its symbol, so an unbounded number from one account would cost
 * every other customer; a real trader's few dozen never meet it.
 */
export const MAX_PENDING_ORDERS = 200;

export const BUY = 1;
export const SELL = 2;
export type Side = typeof BUY | typeof SELL;

function money(value: Big): Big {
  return value.round(MONEY_DECIMALS, Big.roundHalfUp);
}

export interface MarginInput {
  /**
   * 1 = fixed margin: lots × contract size; otherwise lots × contract size × price ÷ multiple in the quote
   * currency, converted to USD (lots × contract size ÷ multiple for a USD-base pair)
   */
  marginMode: number;
  /** the symbol's base currency: USD's (USDJPY, USDCHF, USDCAD) makes the notional a USD amount already */
  baseCurrency: string;
  lots: DecimalLike;
  contractSize: DecimalLike;
  price: DecimalLike;
  multiple: number;
  /** USD per unit of the symbol's quote currency (1 for USD-quoted symbols) */
  quoteToUsd: DecimalLike;
}

/**
 * Margin in USD held while a position is open. A USD-base pair's notional is lots × contract size USD
 * exactly: pricing it in the quote currency at the opening price (ask or bid) and converting back at the
 * mid would make its margin move with the spread.
 */
export function marginRequired(input: MarginInput): Big {
  const notional = new Big(input.lots).times(input.contractSize);
  if (input.marginMode === 1) return money(notional);
  if (input.baseCurrency === 'USD') return money(notional.div(input.multiple));
  return money(notional.times(input.price).div(input.multiple).times(input.quoteToUsd));
}

/** Fee charged at open: `trade_fee_type` 1 -> lots × fee rate, else margin × fee rate. */
export function tradeFee(feeType: number, lots: DecimalLike, feeRate: DecimalLike, margin: DecimalLike): Big {
  return money(feeType === 1 ? new Big(lots).times(feeRate) : new Big(margin).times(feeRate));
}

export interface ProfitInput {
  side: Side;
  lots: DecimalLike;
  contractSize: DecimalLike;
  openPrice: DecimalLike;
  /** the price the position is valued or closed at: bid for a buy, ask for a sell */
  closePrice: DecimalLike;
  quoteToUsd: DecimalLike;
}

/** Profit (negative: loss) in USD of a position valued at `closePrice`. */
export function positionProfit(input: ProfitInput): Big {
  const move = new Big(input.closePrice).minus(input.openPrice);
  const signed = input.side === BUY ? move : move.times(-1);
  return money(signed.times(input.lots).times(input.contractSize).times(input.quoteToUsd));
}

/** A buy opens at the ask and is valued at the bid; a sell the reverse. */
export function openingPrice(side: Side, bid: DecimalLike, ask: DecimalLike): Big {
  return new Big(side === BUY ? ask : bid);
}

export function valuationPrice(side: Side, bid: DecimalLike, ask: DecimalLike): Big {
  return new Big(side === BUY ? bid : ask);
}

export interface RiskTotals {
  equity: Big;
  usedMargin: Big;
  freeMargin: Big;
  /** equity ÷ used margin × 100, or null with no open position */
  riskRate: Big | null;
}

/** Equity = balance + floating P&L; free margin = equity − used margin; risk rate = equity ÷ used margin × 100. */
export function riskTotals(balance: DecimalLike, floatingProfit: DecimalLike, usedMargin: DecimalLike): RiskTotals {
  const equity = new Big(balance).plus(floatingProfit);
  const used = new Big(usedMargin);
  return {
    equity,
    usedMargin: used,
    freeMargin: equity.minus(used),
    riskRate: used.eq(0) ? null : equity.div(used).times(100).round(2, Big.roundHalfUp),
  };
}

/** Whether `lots` is at least `minLots` and a whole number of `step`s. */
export function lotsAllowed(lots: DecimalLike, minLots: DecimalLike, step: DecimalLike): boolean {
  const value = new Big(lots);
  if (value.lt(minLots) || value.lte(0)) return false;
  return value.mod(step).eq(0);
}

export type PendingKind = 'limit' | 'stop';

/**
 * A pending order is a limit when its price is better than the market now (buy below the ask, sell above
 * the bid) and a stop otherwise; it fills when the market reaches the price from that side.
 */
export function pendingKind(side: Side, target: DecimalLike, bid: DecimalLike, ask: DecimalLike): PendingKind {
  return side === BUY ? (new Big(target).lt(ask) ? 'limit' : 'stop') : new Big(target).gt(bid) ? 'limit' : 'stop';
}

/** Whether each stop is on its right side (see stopsValid). */
export interface StopsValidity {
  stopLossOk: boolean;
  takeProfitOk: boolean;
}

/**
 * Stop-loss and take-profit must be strictly on the losing and winning side of the reference price (a
 * pending order's own price, an open position's current valuation price): for a buy SL below and TP above,
 * for a sell the reverse. 0 means none.
 */
export function stopsValid(
  side: Side,
  reference: DecimalLike,
  stopLoss: DecimalLike,
  takeProfit: DecimalLike,
): StopsValidity {
  const price = new Big(reference);
  const sl = new Big(stopLoss);
  const tp = new Big(takeProfit);
  const stopLossOk = sl.eq(0) || (side === BUY ? sl.lt(price) : sl.gt(price));
  const takeProfitOk = tp.eq(0) || (side === BUY ? tp.gt(price) : tp.lt(price));
  return { stopLossOk, takeProfitOk };
}

/**
 * A market order's stops, on the right side of both the price it opens at and the price it is then valued
 * (and stopped) at. Hence a buy's stop-loss below the bid and its take-profit above the ask, a sell's
 * stop-loss above the ask and its take-profit below the bid, whatever the stops level: a stop-loss inside the
 * spread would fire at the next unchanged tick, a take-profit inside it would close at a loss. The server
 * refuses what this refuses; the order form's ranges (src/trading/stopLevels.ts) never offer it.
 */
export function marketStopsValid(
  side: Side,
  bid: DecimalLike,
  ask: DecimalLike,
  stopLoss: DecimalLike,
  takeProfit: DecimalLike,
): StopsValidity {
  const opening = stopsValid(side, openingPrice(side, bid, ask), stopLoss, takeProfit);
  const valued = stopsValid(side, valuationPrice(side, bid, ask), stopLoss, takeProfit);
  return {
    stopLossOk: opening.stopLossOk && valued.stopLossOk,
    takeProfitOk: opening.takeProfitOk && valued.takeProfitOk,
  };
}
