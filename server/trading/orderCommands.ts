import { eq, inArray } from 'drizzle-orm';
import { feeRateUnder } from '../../protocol/feeRate.ts';
import { marketStopsValid, openingPrice, pendingKind, stopsValid, valuationPrice } from '../../protocol/tradingMath.ts';
import { orders } from '../db/schema.ts';
import { resetDemoBalance } from '../ledger/accounts.ts';
import type { SymbolRow } from '../market/catalog.ts';
import { isMarketOpen } from '../market/tradeSymbol.ts';
import { type Amount, amount, type Big } from '../money/decimal.ts';
import { placesOf, wireDecimal } from '../money/wireDecimal.ts';
import { DEFAULT_SETTINGS } from '../settings/settingsStore.ts';
import { usdPerUnitAtQuotes } from './conversion.ts';
import { type EngineContext, inTradingTransaction, refuseInTransaction, TRADING_MEMO } from './engineContext.ts';
import { placeOrder } from './optimisticOrder.ts';
import { quoteOrder } from './orderQuote.ts';
import { type FeeTerms, liveOrderIdsOf, lockAccount, lockOrder, type StoredOrder } from './orderStore.ts';
import { closePart, partialCloseRefusal } from './partialClose.ts';
import { afterClose, type CloseRequest, closeInTransaction, closePositions } from './positionClosing.ts';
import { refuseOrderInsideLevel, refuseStopsInsideLevel, refuseTrailingDistance } from './stopsLevelRules.ts';
import {
  type OrderRequest,
  readOrderNumbers,
  readStopNumbers,
  refuseOrder,
  refuseStops,
  storedStop,
} from './submitRules.ts';
import type { ClosedAll, StopsChange } from './tradingDesk.ts';
import { done, ORDER_NOT_FOUND, QUOTE_UNAVAILABLE, refused, type TradingResult } from './tradingRefusal.ts';
import { stopLossKeptByTrail } from './trailingStops.ts';
import { sideOf } from './valuation.ts';

/**
 * The fee terms an order is charged on, as read with the account: trade_fee_type (1 per lot, else a rate of
 * the margin; the default when no row was ever written) and the symbol's rate under it (the copy loaded at
 * start only if the symbol's row could not be read).
 */
export function feeTermsOf(terms: FeeTerms, symbol: SymbolRow): { feeType: number; feeRate: string } {
  const feeType = Number(terms.feeType ?? DEFAULT_SETTINGS.trade_fee_type);
  const rates = {
    perLot: terms.feePerLot ?? symbol.feePerLot,
    marginRate: terms.feeMarginRate ?? symbol.feeMarginRate,
  };
  return { feeType, feeRate: feeRateUnder(feeType, rates) };
}

/**
 * Places a market order (opened at once at the current price) or a pending one (waiting for its price). The
 * order and its fee's ledger row are one statement, written only if the free-margin check still holds for the
 * account as it is at that moment (optimisticOrder.ts).
 */
export async function submitOrder(
  context: EngineContext,
  userId: number,
  accountId: number,
  symbolId: number,
  request: OrderRequest,
): Promise<TradingResult<StoredOrder>> {
  const { symbols, market } = context;
  const symbol = symbols.get(symbolId);
  if (!symbol) return refused({ code: 'notFound', key: 'symbolUnknown', params: { id: symbolId } });
  const read = readOrderNumbers(request, symbol);
  if (!read.ok) return read;
  const numbers = read.value;
  const ruleRefusal = refuseOrder(
    request,
    numbers,
    symbol,
    isMarketOpen(symbol, context.now(), context.marketAlwaysOpen),
  );
  if (ruleRefusal) return refused(ruleRefusal);
  const quote = market.quotes.snapshot(symbolId);
  const rate = usdPerUnitAtQuotes(symbol.quoteCurrency, symbols, market.quotes);
  if (!quote || !rate) return refused(QUOTE_UNAVAILABLE);
  const bid = quote.bid.toFixed(symbol.pricePrecision);
  const ask = quote.ask.toFixed(symbol.pricePrecision);
  const price = request.market ? openingPrice(request.side, bid, ask) : numbers.targetPrice;
  const { stopLoss, takeProfit } = numbers;
  const stopsRefusal = refuseStops(
    request.market
      ? marketStopsValid(request.side, bid, ask, stopLoss, takeProfit)
      : stopsValid(request.side, price, stopLoss, takeProfit),
  );
  if (stopsRefusal) return refused(stopsRefusal);
  const level = { points: await context.stopsLevel(symbolId), precision: symbol.pricePrecision };
  const tooClose = refuseOrderInsideLevel({ ...numbers, side: request.side, market: request.market, bid, ask }, level);
  if (tooClose) return refused(tooClose);
  const now = context.now();
  const entry = request.market ? 'market' : pendingKind(request.side, price, bid, ask);
  const stop = (value: Big) => storedStop(value, symbol.pricePrecision);

  const result = await placeOrder(context, accountId, symbolId, (terms) => {
    const { margin, fee, needed } = quoteOrder(symbol, {
      lots: numbers.lots,
      multiple: request.multiple,
      price,
      quoteToUsd: rate,
      ...feeTermsOf(terms, symbol),
    });
    const order = {
      accountId,
      symbolId,
      side: request.side,
      lots: numbers.lots.toFixed(),
      multiple: request.multiple,
      status: request.market ? 'open' : 'pending',
      entry,
      targetPrice: request.market ? null : price.toFixed(symbol.pricePrecision),
      openPrice: request.market ? price.toFixed(symbol.pricePrecision) : null,
      stopLoss: stop(numbers.stopLoss),
      takeProfit: stop(numbers.takeProfit),
      margin: request.market ? margin.toFixed() : '0',
      fee: request.market ? fee.toFixed() : '0',
      createdAt: now,
      openedAt: request.market ? now : null,
    } as const;
    // a pending order pays no fee yet: its posting is a zero change
    const posting = {
      accountId,
      change: amount(request.market ? fee.times(-1) : '0'),
      kind: 'trade_fee',
      memo: TRADING_MEMO.fee,
    } as const;
    return { order, fee: posting, needed };
  });
  if (!result.ok) return result;
  const { row, balance } = result.value;
  context.book.remember(accountId, userId);
  if (row.status === 'open') context.book.trackPosition(row);
  else context.book.trackPending(row);
  context.book.noteBalance(accountId, Number(balance));
  context.markDirty(userId);
  return done(row);
}

/** An open position of this account in the live book, with its symbol; undefined for anyone else's. */
function ownPosition(context: EngineContext, accountId: number, orderId: number) {
  const position = context.book.position(orderId);
  const symbol = position ? context.symbols.get(position.symbolId) : undefined;
  return position && position.accountId === accountId && symbol ? { position, symbol } : undefined;
}

/**
 * Closes one of the account's positions at the market (manual close): all of it, or `lots` of it (wire text;
 * a part leaves the rest open, see partialClose.ts).
 */
export async function closeOrder(
  context: EngineContext,
  accountId: number,
  orderId: number,
  lots?: string,
): Promise<TradingResult<StoredOrder>> {
  const owned = ownPosition(context, accountId, orderId);
  const terms = context.book.terms(orderId);
  if (!owned || !terms) return refused(ORDER_NOT_FOUND);
  const { symbol } = owned;
  let closeLots: Big | null = null;
  if (lots !== undefined) {
    const read = wireDecimal('cont', lots, { places: placesOf(symbol.lotStep), positive: true });
    if (!read.ok) return read;
    closeLots = read.value;
  }
  if (!isMarketOpen(symbol, context.now(), context.marketAlwaysOpen)) {
    return refused({ code: 'marketClosed', key: 'marketClosed' });
  }
  if (closeLots && !closeLots.eq(terms.lots)) {
    const refusal = partialCloseRefusal(closeLots, terms.lots, symbol);
    if (refusal) return refused(refusal);
    const closed = await closePart(context, accountId, orderId, closeLots, symbol);
    return closed.ok ? done(closed.value.part) : closed;
  }
  const [row] = await closePositions(context, accountId, [{ orderId, reason: 'manual' }]);
  return row ? done(row) : refused(ORDER_NOT_FOUND);
}

/**
 * Closes every open position of the account (of one symbol when `symbolId` is given) at the market, in one
 * transaction under the account's lock; a position closed meanwhile (a stop hit) is skipped. Positions whose
 * market is closed stay open and are counted, as a single close would refuse them.
 */
export async function closeAllOrders(
  context: EngineContext,
  accountId: number,
  symbolId?: number,
): Promise<TradingResult<ClosedAll>> {
  const now = context.now();
  const closes: CloseRequest[] = [];
  let marketClosed = 0;
  for (const orderId of context.book.positionIdsOf(accountId)) {
    const position = context.book.position(orderId);
    const symbol = position ? context.symbols.get(position.symbolId) : undefined;
    if (!symbol || (symbolId !== undefined && symbol.id !== symbolId)) continue;
    if (isMarketOpen(symbol, now, context.marketAlwaysOpen)) closes.push({ orderId, reason: 'manual' });
    else marketClosed += 1;
  }
  return done({ closed: await closePositions(context, accountId, closes), marketClosed });
}

export async function cancelOrder(
  context: EngineContext,
  accountId: number,
  orderId: number,
): Promise<TradingResult<StoredOrder>> {
  const result = await inTradingTransaction(context.db, async (tx) => {
    await lockAccount(tx, accountId);
    const order = await lockOrder(tx, accountId, orderId, 'pending');
    if (!order) return refuseInTransaction(ORDER_NOT_FOUND);
    const [updated] = await tx
      .update(orders)
      .set({ status: 'cancelled', closeReason: 'cancelled', closedAt: context.now() })
      .where(eq(orders.id, orderId))
      .returning();
    return updated ?? refuseInTransaction(ORDER_NOT_FOUND);
  });
  if (result.ok) context.book.forget(result.value.id);
  return result;
}

/** Sets or clears (0) the stops of an open position, judged against its current valuation price. */
export async function setOrderStops(
  context: EngineContext,
  accountId: number,
  orderId: number,
  stops: StopsChange,
): Promise<TradingResult<StoredOrder>> {
  const { stopLoss, takeProfit, trailingPoints } = stops;
  const owned = ownPosition(context, accountId, orderId);
  if (!owned) return refused(ORDER_NOT_FOUND);
  const { symbol } = owned;
  const levelPoints = await context.stopsLevel(symbol.id);
  const trailingRefusal = refuseTrailingDistance(trailingPoints, levelPoints);
  if (trailingRefusal) return refused(trailingRefusal);
  const quote = context.market.quotes.snapshot(symbol.id);
  if (!quote) return refused(QUOTE_UNAVAILABLE);
  const readStops = readStopNumbers(stopLoss, takeProfit, symbol);
  if (!readStops.ok) return readStops;
  const read = readStops.value;
  const level = { points: levelPoints, precision: symbol.pricePrecision };
  const result = await inTradingTransaction(context.db, async (tx) => {
    await lockAccount(tx, accountId);
    const order = await lockOrder(tx, accountId, orderId, 'open');
    if (!order) return refuseInTransaction(ORDER_NOT_FOUND);
    const side = sideOf(order);
    const reference = valuationPrice(
      side,
      quote.bid.toFixed(symbol.pricePrecision),
      quote.ask.toFixed(symbol.pricePrecision),
    );
    const trailing = trailingPoints === undefined ? order.trailingPoints !== null : trailingPoints > 0;
    const stops = { ...read, stopLoss: stopLossKeptByTrail(side, read.stopLoss, order.stopLoss, trailing) };
    const stopsRefusal =
      refuseStops(stopsValid(side, reference, stops.stopLoss, stops.takeProfit)) ??
      refuseStopsInsideLevel(side, reference, stops, level, order);
    if (stopsRefusal) return refuseInTransaction(stopsRefusal);
    const [updated] = await tx
      .update(orders)
      .set({
        stopLoss: storedStop(stops.stopLoss, symbol.pricePrecision),
        takeProfit: storedStop(stops.takeProfit, symbol.pricePrecision),
        ...(trailingPoints === undefined ? {} : { trailingPoints: trailingPoints === 0 ? null : trailingPoints }),
      })
      .where(eq(orders.id, orderId))
      .returning();
    return updated ?? refuseInTransaction(ORDER_NOT_FOUND);
  });
  if (result.ok) context.book.setStops(result.value);
  return result;
}

/**
 * The demo reset in ONE transaction under the account's row lock: every open position is closed at the
 * market, every pending order cancelled and the balance brought back to 10,000. An order placed at the
 * same moment waits for the lock (submit takes it too), so it is either closed by the reset or placed
 * after it; none survives from before.
 */
export async function resetDemo(context: EngineContext, accountId: number): Promise<TradingResult<Amount>> {
  const result = await inTradingTransaction(context.db, async (tx) => {
    await lockAccount(tx, accountId);
    const live = await liveOrderIdsOf(tx, accountId);
    const closed: StoredOrder[] = [];
    for (const orderId of live.open) {
      const outcome = await closeInTransaction(context, tx, accountId, { orderId, reason: 'demo_reset' });
      if (!outcome) return refuseInTransaction(QUOTE_UNAVAILABLE);
      closed.push(outcome.row);
    }
    if (live.pending.length > 0) {
      await tx
        .update(orders)
        .set({ status: 'cancelled', closeReason: 'cancelled', closedAt: context.now() })
        .where(inArray(orders.id, live.pending));
    }
    return { closed, cancelled: live.pending, balance: await resetDemoBalance(tx, accountId) };
  });
  if (!result.ok) return result;
  const outcome = result.value;
  afterClose(context, accountId, outcome.closed);
  for (const orderId of outcome.cancelled) context.book.forget(orderId);
  context.book.noteBalance(accountId, Number(outcome.balance));
  return done(outcome.balance);
}
