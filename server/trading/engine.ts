import { eq, inArray } from 'drizzle-orm';
import type { AccountRisk, MyDeal } from '../../protocol/schemas/trading.ts';
import { ORDERS_PAGE_SIZE } from '../../protocol/schemas/trading.ts';
import {
  marginRequired,
  openingPrice,
  pendingKind,
  positionProfit,
  type Side,
  tradeFee,
  valuationPrice,
} from '../../protocol/tradingMath.ts';
import { TOPIC_FOREX_CLOSED, TOPIC_FOREX_TRADE } from '../../protocol/ws.ts';
import type { Db } from '../db/database.ts';
import { accounts, orders } from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';
import { resetDemoBalance } from '../ledger/accounts.ts';
import { LedgerError, postLedgerEntry } from '../ledger/postLedgerEntry.ts';
import type { Tx } from '../ledger/transaction.ts';
import type { MarketService } from '../market/marketService.ts';
import type { Tick } from '../market/quoteSource.ts';
import { isMarketOpen } from '../market/tradeSymbol.ts';
import { type Amount, amount, Big } from '../money/decimal.ts';
import { DEFAULT_SETTINGS } from '../settings/settingsStore.ts';
import { usdPerUnit } from './conversion.ts';
import {
  type AccountRow,
  liveOrderIdsOf,
  liveOrders,
  lockAccount,
  lockAccountWithFeeType,
  lockOrder,
  lockOrderWithAccount,
  type OrderRow,
  openOrdersOf,
  pageOfOrders,
} from './orderStore.ts';
import { toOrderView } from './orderView.ts';
import { estimateRiskRate, type ScreenedPosition } from './riskScreen.ts';
import {
  type OrderRequest,
  type Refusal,
  readOrderNumbers,
  readStopNumbers,
  refuseOrder,
  refuseStops,
  storedStop,
} from './submitRules.ts';
import type { TradingSymbols } from './tradingSymbols.ts';
import { type FiredTrigger, TriggerBook } from './triggerBook.ts';
import { accountRisk, floatingProfit, sideOf } from './valuation.ts';

export const TRADING_MEMO = {
  fee: 'ledger.tradeFee',
  profit: 'ledger.tradePnl',
  negativeBalance: 'ledger.negativeBalance',
} as const;

export type CloseReason = 'manual' | 'stop_loss' | 'take_profit' | 'stop_out' | 'demo_reset';

export interface Publisher {
  toUser(userId: number, topic: string, data: unknown): void;
  isOnline(userId: number): boolean;
}

export interface EngineOptions {
  db: Db;
  market: MarketService;
  symbols: TradingSymbols;
  publisher: Publisher;
  now: () => number;
  marketAlwaysOpen: boolean;
  /** stop-out when equity ÷ used margin × 100 falls to this level */
  stopOutLevel: number;
  log?: (message: string, error?: unknown) => void;
}

/** Screened accounts whose estimate is within this factor of the level get the exact check. */
const SCREEN_MARGIN = 1.25;

const PUSH_INTERVAL_MS = 250; // FOREX_TRADE at most 4 times a second per user
const SWEEP_INTERVAL_MS = 5_000;

/** trade_fee_type: 1 per lot, else a rate of the margin (the default when no row was ever written). */
function feeTypeOf(setting: string | null): number {
  return Number(setting ?? DEFAULT_SETTINGS.trade_fee_type);
}

function refusal(refused: Refusal): ApiError {
  return new ApiError(refused.code, refused.key, refused.params);
}

/**
 * The margin-trading engine. Every balance change is a ledger row written in the same transaction as the
 * order change, under the account's row lock; triggers (pending fills, stop-loss, take-profit) live in
 * per-symbol sorted indexes and are executed in tick order on one queue; stop-out closes the largest loss
 * first until the risk rate is back above the level.
 */
export class TradingEngine {
  private readonly triggers = new TriggerBook();
  private readonly positions = new Map<number, ScreenedPosition>();
  private readonly positionsOfAccount = new Map<number, Set<number>>();
  /** Last known balance per account with positions (refreshed by every engine transaction and the sweep). */
  private readonly balances = new Map<number, number>();
  private readonly pending = new Map<number, { accountId: number }>();
  private readonly accountsBySymbol = new Map<number, Set<number>>();
  private readonly userOfAccount = new Map<number, number>();
  private readonly accountOfUser = new Map<number, number>();
  private readonly dirtyUsers = new Set<number>();
  private queue: Promise<void> = Promise.resolve();
  private timers: ReturnType<typeof setInterval>[] = [];
  private detach: (() => void) | undefined;

  constructor(private readonly options: EngineOptions) {}

  private get db(): Db {
    return this.options.db;
  }

  private get quotes() {
    return this.options.market.quotes;
  }

  /** Reloads every open and pending order into the indexes, then follows the market. */
  async start(): Promise<void> {
    for (const row of await liveOrders(this.db)) {
      this.remember(row.accountId, row.userId);
      if (row.status === 'open') this.trackPosition(row);
      else this.trackPending(row);
    }
    this.detach = this.options.market.onTicks((ticks) => this.onTicks(ticks));
    this.timers.push(setInterval(() => this.pushTotals(), PUSH_INTERVAL_MS));
    this.timers.push(setInterval(() => this.sweepStopOuts(), SWEEP_INTERVAL_MS));
  }

  async stop(): Promise<void> {
    this.detach?.();
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await this.queue;
  }

  /** Resolves when every trigger queued so far has been executed (tests, shutdown). */
  settled(): Promise<void> {
    return this.queue;
  }

  get openPositionCount(): number {
    return this.positions.size;
  }

  // ---- orders -------------------------------------------------------------------------------------------

  async submit(userId: number, accountId: number, symbolId: number, request: OrderRequest): Promise<OrderRow> {
    const symbol = this.options.symbols.get(symbolId);
    if (!symbol) throw new ApiError('notFound', 'symbolUnknown', { id: symbolId });
    const numbers = readOrderNumbers(request, symbol);
    const refused = refuseOrder(
      request,
      numbers,
      symbol,
      isMarketOpen(symbol, this.options.now(), this.options.marketAlwaysOpen),
    );
    if (refused) throw refusal(refused);
    const quote = this.quotes.snapshot(symbolId);
    const rate = usdPerUnit(symbol.quoteCurrency, this.options.symbols, this.quotes);
    if (!quote || !rate) throw new ApiError('serviceUnavailable', 'quoteUnavailable');
    const bid = quote.bid.toFixed(symbol.pricePrecision);
    const ask = quote.ask.toFixed(symbol.pricePrecision);
    const price = request.market ? openingPrice(request.side, bid, ask) : numbers.targetPrice;
    const stopsRefused = refuseStops(request.side, price, numbers.stopLoss, numbers.takeProfit);
    if (stopsRefused) throw refusal(stopsRefused);
    const margin = marginRequired({
      marginMode: symbol.marginMode,
      lots: numbers.lots,
      contractSize: symbol.contractSize,
      price,
      multiple: request.multiple,
      quoteToUsd: rate,
    });
    const now = this.options.now();
    const entry = request.market ? 'market' : pendingKind(request.side, price, bid, ask);
    const stop = (value: Big) => storedStop(value, symbol.pricePrecision);

    const { row, balance } = await this.inTransaction(async (tx) => {
      const account = await lockAccountWithFeeType(tx, accountId);
      if (!account) throw new ApiError('notFound', 'orderNotFound');
      const fee = tradeFee(feeTypeOf(account.feeType), numbers.lots, symbol.feeRate, margin);
      await this.requireFreeMargin(tx, account, margin.plus(fee));
      const [created] = await tx
        .insert(orders)
        .values({
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
        })
        .returning();
      if (!created) throw new Error('order insert returned nothing');
      if (request.market && fee.gt(0)) {
        const posted = await postLedgerEntry(tx, accountId, amount(fee.times(-1)), 'trade_fee', TRADING_MEMO.fee);
        return { row: created, balance: posted.balanceAfter.toFixed() };
      }
      return { row: created, balance: account.balance };
    });
    this.remember(accountId, userId);
    if (row.status === 'open') this.trackPosition(row);
    else this.trackPending(row);
    this.noteBalance(accountId, balance);
    this.dirtyUsers.add(userId);
    return row;
  }

  /** Closes one of the account's positions at the market (manual close). */
  async close(accountId: number, orderId: number): Promise<OrderRow> {
    const position = this.positions.get(orderId);
    const symbol = position ? this.options.symbols.get(position.symbolId) : undefined;
    if (!position || position.accountId !== accountId || !symbol) throw new ApiError('notFound', 'orderNotFound');
    if (!isMarketOpen(symbol, this.options.now(), this.options.marketAlwaysOpen)) {
      throw new ApiError('marketClosed', 'marketClosed');
    }
    const closed = await this.closePositions(accountId, [{ orderId, reason: 'manual' }]);
    const row = closed[0];
    if (!row) throw new ApiError('notFound', 'orderNotFound');
    return row;
  }

  async cancel(accountId: number, orderId: number): Promise<OrderRow> {
    const row = await this.inTransaction(async (tx) => {
      await lockAccount(tx, accountId);
      const order = await lockOrder(tx, accountId, orderId, 'pending');
      if (!order) return null;
      const [updated] = await tx
        .update(orders)
        .set({ status: 'cancelled', closeReason: 'cancelled', closedAt: this.options.now() })
        .where(eq(orders.id, orderId))
        .returning();
      return updated ?? null;
    });
    if (!row) throw new ApiError('notFound', 'orderNotFound');
    this.forget(row.id);
    return row;
  }

  /** Sets or clears (0) the stops of an open position, judged against its current valuation price. */
  async setStops(accountId: number, orderId: number, stopLoss: string, takeProfit: string): Promise<OrderRow> {
    const position = this.positions.get(orderId);
    const symbol = position ? this.options.symbols.get(position.symbolId) : undefined;
    const quote = position ? this.quotes.snapshot(position.symbolId) : undefined;
    if (!position || position.accountId !== accountId || !symbol) throw new ApiError('notFound', 'orderNotFound');
    if (!quote) throw new ApiError('serviceUnavailable', 'quoteUnavailable');
    const stops = readStopNumbers(stopLoss, takeProfit, symbol);
    const row = await this.inTransaction(async (tx) => {
      await lockAccount(tx, accountId);
      const order = await lockOrder(tx, accountId, orderId, 'open');
      if (!order) return null;
      const side = sideOf(order);
      const reference = valuationPrice(
        side,
        quote.bid.toFixed(symbol.pricePrecision),
        quote.ask.toFixed(symbol.pricePrecision),
      );
      const refused = refuseStops(side, reference, stops.stopLoss, stops.takeProfit);
      if (refused) throw refusal(refused);
      const [updated] = await tx
        .update(orders)
        .set({
          stopLoss: storedStop(stops.stopLoss, symbol.pricePrecision),
          takeProfit: storedStop(stops.takeProfit, symbol.pricePrecision),
        })
        .where(eq(orders.id, orderId))
        .returning();
      return updated ?? null;
    });
    if (!row) throw new ApiError('notFound', 'orderNotFound');
    this.triggers.setStops(row.symbolId, row.id, sideOf(row), Number(row.stopLoss ?? 0), Number(row.takeProfit ?? 0));
    return row;
  }

  /**
   * The demo reset in ONE transaction under the account's row lock: every open position is closed at the
   * market, every pending order cancelled and the balance brought back to 10,000. An order placed at the
   * same moment waits for the lock (submit takes it too), so it is either closed by the reset or placed
   * after it; none survives from before.
   */
  async resetDemo(accountId: number): Promise<Amount> {
    const outcome = await this.inTransaction(async (tx) => {
      await lockAccount(tx, accountId);
      const live = await liveOrderIdsOf(tx, accountId);
      const closed: OrderRow[] = [];
      for (const orderId of live.open) {
        const outcome = await this.closeInTransaction(tx, accountId, orderId, 'demo_reset');
        if (!outcome) throw new ApiError('serviceUnavailable', 'quoteUnavailable');
        closed.push(outcome.row);
      }
      if (live.pending.length > 0) {
        await tx
          .update(orders)
          .set({ status: 'cancelled', closeReason: 'cancelled', closedAt: this.options.now() })
          .where(inArray(orders.id, live.pending));
      }
      return { closed, cancelled: live.pending, balance: await resetDemoBalance(tx, accountId) };
    });
    this.afterClose(accountId, outcome.closed);
    for (const orderId of outcome.cancelled) this.forget(orderId);
    this.noteBalance(accountId, outcome.balance.toFixed());
    return outcome.balance;
  }

  // ---- reading ------------------------------------------------------------------------------------------

  async myDeals(accountId: number, status: 0 | 1 | 3, page: number): Promise<MyDeal> {
    const statuses =
      status === 0 ? (['pending'] as const) : status === 1 ? (['open'] as const) : (['closed', 'cancelled'] as const);
    const [{ rows, total }, risk] = await Promise.all([
      pageOfOrders(this.db, accountId, [...statuses], page, ORDERS_PAGE_SIZE),
      this.risk(accountId),
    ]);
    return {
      data: rows.map((row) => toOrderView(row, this.options.symbols, this.quotes)),
      total,
      all_fact_profits: risk.all_fact_profits,
      balance: risk.balance,
    };
  }

  async risk(accountId: number): Promise<AccountRisk> {
    const [account, open] = await Promise.all([
      this.db.query.accounts.findFirst({ where: (table, { eq: equals }) => equals(table.id, accountId) }),
      openOrdersOf(this.db, accountId),
    ]);
    const balance = account?.balance ?? '0';
    const totals = accountRisk(balance, open, this.options.symbols, this.quotes);
    return {
      balance: new Big(balance).toFixed(2),
      equity: totals.equity.toFixed(2),
      margin: totals.usedMargin.toFixed(6),
      // Money locked for pending withdrawals is not free to trade with.
      free_margin: totals.freeMargin.minus(account?.lockBalance ?? '0').toFixed(2),
      risk_rate: totals.riskRate ? totals.riskRate.toFixed(2) : '0',
      all_fact_profits: totals.floating.toFixed(2),
      stop_out_level: String(this.options.stopOutLevel),
    };
  }

  // ---- the tick loop ------------------------------------------------------------------------------------

  private onTicks(ticks: readonly Tick[]): void {
    const touched = new Set<number>();
    for (const tick of ticks) {
      const fired = this.triggers.onTick(tick.symbolId, tick.bid, tick.ask);
      for (const trigger of fired) this.enqueue(() => this.execute(trigger));
      const holders = this.accountsBySymbol.get(tick.symbolId);
      if (holders) for (const accountId of holders) touched.add(accountId);
    }
    for (const accountId of touched) {
      const userId = this.userOfAccount.get(accountId);
      if (userId !== undefined) this.dirtyUsers.add(userId);
    }
    const suspects = [...touched].filter((accountId) => this.nearStopOut(accountId));
    if (suspects.length > 0) this.enqueue(() => this.checkStopOuts(suspects));
  }

  /** The floating-point screen: true when the account may be at the stop-out level (or its balance is unknown). */
  private nearStopOut(accountId: number): boolean {
    const balance = this.balances.get(accountId);
    if (balance === undefined) return true;
    const owned = this.positionsOfAccount.get(accountId);
    if (!owned) return false;
    const positions: ScreenedPosition[] = [];
    for (const id of owned) {
      const position = this.positions.get(id);
      if (position) positions.push(position);
    }
    const estimate = estimateRiskRate(balance, positions, this.options.symbols, this.quotes);
    return estimate === null ? false : !(estimate > this.options.stopOutLevel * SCREEN_MARGIN);
  }

  private async execute(trigger: FiredTrigger): Promise<void> {
    if (trigger.kind === 'fill') {
      await this.fill(trigger.orderId, trigger.price);
      return;
    }
    const position = this.positions.get(trigger.orderId);
    if (!position) return;
    const closed = await this.closePositions(position.accountId, [
      { orderId: trigger.orderId, reason: trigger.kind, price: trigger.price },
    ]);
    // Not closed (no quote or no USD rate right now): the position keeps its stops for the next tick.
    if (closed.length === 0) await this.restoreStops(position.accountId, trigger.orderId);
  }

  private async restoreStops(accountId: number, orderId: number): Promise<void> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (row?.status === 'open' && row.accountId === accountId) this.trackPosition(row);
  }

  /** A pending order reached its price: it opens there if the free margin still covers it, else it is cancelled. */
  private async fill(orderId: number, price: number): Promise<void> {
    const pending = this.pending.get(orderId);
    if (!pending) return;
    const result = await this.inTransaction(async (tx) => {
      const account = await lockAccountWithFeeType(tx, pending.accountId);
      const order = account ? await lockOrder(tx, pending.accountId, orderId, 'pending') : null;
      const symbol = order ? this.options.symbols.get(order.symbolId) : undefined;
      const rate = symbol ? usdPerUnit(symbol.quoteCurrency, this.options.symbols, this.quotes) : null;
      if (!account || !order || !symbol || !rate) return null;
      const openPrice = new Big(price.toFixed(symbol.pricePrecision));
      const margin = marginRequired({
        marginMode: symbol.marginMode,
        lots: order.lots,
        contractSize: symbol.contractSize,
        price: openPrice,
        multiple: order.multiple,
        quoteToUsd: rate,
      });
      const fee = tradeFee(feeTypeOf(account.feeType), order.lots, symbol.feeRate, margin);
      const now = this.options.now();
      let balance = account.balance;
      try {
        await this.requireFreeMargin(tx, account, margin.plus(fee));
        // The fee comes out of the balance itself: floating profit can cover margin but not a payment.
        if (fee.gt(0)) {
          const posted = await postLedgerEntry(
            tx,
            pending.accountId,
            amount(fee.times(-1)),
            'trade_fee',
            TRADING_MEMO.fee,
          );
          balance = posted.balanceAfter.toFixed();
        }
      } catch (error) {
        if (!(error instanceof ApiError) && !(error instanceof LedgerError)) throw error;
        const [cancelled] = await tx
          .update(orders)
          .set({ status: 'cancelled', closeReason: 'no_margin', closedAt: now })
          .where(eq(orders.id, orderId))
          .returning();
        return cancelled ? { row: cancelled, balance } : null;
      }
      const [opened] = await tx
        .update(orders)
        .set({
          status: 'open',
          openPrice: openPrice.toFixed(symbol.pricePrecision),
          margin: margin.toFixed(),
          fee: fee.toFixed(),
          openedAt: now,
        })
        .where(eq(orders.id, orderId))
        .returning();
      return opened ? { row: opened, balance } : null;
    });
    this.pending.delete(orderId);
    if (!result) return;
    const { row } = result;
    const userId = this.userOfAccount.get(row.accountId);
    if (row.status === 'open') this.trackPosition(row);
    else if (userId !== undefined) this.options.publisher.toUser(userId, TOPIC_FOREX_CLOSED, { ids: [row.id] });
    this.noteBalance(row.accountId, result.balance);
    if (userId !== undefined) this.dirtyUsers.add(userId);
  }

  /**
   * Closes positions of one account in one transaction: at the trigger's price when given, else at the
   * current valuation price; realised P&L goes to the ledger. Already-closed ones are skipped.
   */
  private async closePositions(
    accountId: number,
    closes: { orderId: number; reason: CloseReason; price?: number }[],
  ): Promise<OrderRow[]> {
    if (closes.length === 0) return [];
    const { closed, balance } = await this.inTransaction(async (tx) => {
      const done: OrderRow[] = [];
      let balanceAfter: string | undefined;
      for (const close of closes) {
        const outcome = await this.closeInTransaction(tx, accountId, close.orderId, close.reason, close.price);
        if (!outcome) continue;
        done.push(outcome.row);
        balanceAfter = outcome.balance;
      }
      return { closed: done, balance: balanceAfter };
    });
    this.afterClose(accountId, closed);
    if (balance !== undefined) this.noteBalance(accountId, balance);
    return closed;
  }

  private async closeInTransaction(
    tx: Tx,
    accountId: number,
    orderId: number,
    reason: CloseReason,
    price?: number,
  ): Promise<{ row: OrderRow; balance: string } | null> {
    const locked = await lockOrderWithAccount(tx, accountId, orderId, 'open');
    const order = locked?.order;
    const symbol = order ? this.options.symbols.get(order.symbolId) : undefined;
    const quote = order ? this.quotes.snapshot(order.symbolId) : undefined;
    const rate = symbol ? usdPerUnit(symbol.quoteCurrency, this.options.symbols, this.quotes) : null;
    if (!order || !symbol || !quote || !rate || order.openPrice === null) return null;
    const side = sideOf(order);
    const closePrice =
      price !== undefined
        ? new Big(price.toFixed(symbol.pricePrecision))
        : valuationPrice(side, quote.bid.toFixed(symbol.pricePrecision), quote.ask.toFixed(symbol.pricePrecision));
    const profit = positionProfit({
      side,
      lots: order.lots,
      contractSize: symbol.contractSize,
      openPrice: order.openPrice,
      closePrice,
      quoteToUsd: rate,
    });
    const [updated] = await tx
      .update(orders)
      .set({
        status: 'closed',
        closePrice: closePrice.toFixed(symbol.pricePrecision),
        profit: profit.toFixed(),
        closeReason: reason,
        closedAt: this.options.now(),
      })
      .where(eq(orders.id, orderId))
      .returning();
    if (!updated) return null;
    if (profit.eq(0)) return { row: updated, balance: locked.balance };
    const posted = await postLedgerEntry(tx, accountId, amount(profit), 'trade_pnl', TRADING_MEMO.profit, {
      allowNegative: true,
    });
    return { row: updated, balance: posted.balanceAfter.toFixed() };
  }

  private afterClose(accountId: number, closed: readonly OrderRow[]): void {
    if (closed.length === 0) return;
    for (const row of closed) this.forget(row.id);
    const userId = this.userOfAccount.get(accountId);
    if (userId === undefined) return;
    this.options.publisher.toUser(userId, TOPIC_FOREX_CLOSED, { ids: closed.map((row) => row.id) });
    this.dirtyUsers.add(userId);
  }

  // ---- risk ---------------------------------------------------------------------------------------------

  /**
   * Locks the account row and returns equity − used margin − lock_balance (money held for pending
   * withdrawals); withdrawals call it inside their own transaction.
   */
  async lockedFreeMargin(tx: Tx, accountId: number): Promise<Big | null> {
    const account = await lockAccount(tx, accountId);
    return account ? this.freeMarginOf(tx, account) : null;
  }

  /** Equity − used margin − lock_balance of an account whose row the transaction has locked. */
  private async freeMarginOf(tx: Tx, account: AccountRow): Promise<Big> {
    const open = await openOrdersOf(tx, account.id);
    const { freeMargin } = accountRisk(account.balance, open, this.options.symbols, this.quotes);
    return freeMargin.minus(account.lockBalance);
  }

  /** Refuses (insufficientMargin) unless equity − used margin − locked money covers `needed` (account locked). */
  private async requireFreeMargin(tx: Tx, account: AccountRow, needed: Big): Promise<void> {
    const freeMargin = await this.freeMarginOf(tx, account);
    if (freeMargin.lt(needed)) {
      throw new ApiError('insufficientMargin', 'insufficientMargin', {
        required: needed.toFixed(2),
        available: (freeMargin.gt(0) ? freeMargin : new Big(0)).toFixed(2),
      });
    }
  }

  /** Cheap screening in numbers; exact stop-out checks only for accounts that may be at the level. */
  private async checkStopOuts(accountIds: readonly number[]): Promise<void> {
    for (const accountId of accountIds) await this.stopOutIfNeeded(accountId);
  }

  /** Every few seconds: refresh the balances (deposits, withdrawals and resets happen elsewhere) and re-screen. */
  private sweepStopOuts(): void {
    const accountIds = [...this.positionsOfAccount.keys()];
    if (accountIds.length === 0) return;
    this.enqueue(async () => {
      const rows = await this.db
        .select({ id: accounts.id, balance: accounts.balance })
        .from(accounts)
        .where(inArray(accounts.id, accountIds));
      for (const row of rows) this.balances.set(row.id, Number(row.balance));
      await this.checkStopOuts(accountIds.filter((accountId) => this.nearStopOut(accountId)));
    });
  }

  /**
   * While the risk rate is at or below the stop-out level, closes the position with the largest loss, all in
   * one transaction; a balance left below zero is brought back to zero by a visible ledger entry.
   */
  async stopOutIfNeeded(accountId: number): Promise<number[]> {
    const level = new Big(this.options.stopOutLevel);
    const { closed, balance } = await this.inTransaction(async (tx) => {
      const done: OrderRow[] = [];
      for (;;) {
        const account = await lockAccount(tx, accountId);
        if (!account) return { closed: done, balance: undefined };
        const open = await openOrdersOf(tx, accountId);
        const { riskRate } = accountRisk(account.balance, open, this.options.symbols, this.quotes);
        if (riskRate === null || riskRate.gt(level)) break;
        const worst = open
          .map((row) => ({ row, profit: floatingProfit(row, this.options.symbols, this.quotes) }))
          .sort((a, b) => a.profit.cmp(b.profit))[0];
        if (!worst) break;
        const outcome = await this.closeInTransaction(tx, accountId, worst.row.id, 'stop_out');
        if (!outcome) break;
        done.push(outcome.row);
      }
      if (done.length === 0) return { closed: done, balance: undefined };
      const account = await lockAccount(tx, accountId);
      const left = amount(account?.balance ?? '0');
      if (!left.lt(0)) return { closed: done, balance: left.toFixed() };
      const posted = await postLedgerEntry(
        tx,
        accountId,
        amount(left.times(-1)),
        'negative_balance_protection',
        TRADING_MEMO.negativeBalance,
      );
      return { closed: done, balance: posted.balanceAfter.toFixed() };
    });
    this.afterClose(accountId, closed);
    if (balance !== undefined) this.noteBalance(accountId, balance);
    return closed.map((row) => row.id);
  }

  // ---- pushes -------------------------------------------------------------------------------------------

  private pushTotals(): void {
    if (this.dirtyUsers.size === 0) return;
    const users = [...this.dirtyUsers];
    this.dirtyUsers.clear();
    for (const userId of users) {
      const accountId = this.accountOfUser.get(userId);
      if (accountId === undefined || !this.options.publisher.isOnline(userId)) continue;
      void this.risk(accountId)
        .then((risk) =>
          this.options.publisher.toUser(userId, TOPIC_FOREX_TRADE, {
            balance: risk.balance,
            equity: risk.equity,
            margin: risk.margin,
            free_margin: risk.free_margin,
            risk_rate: risk.risk_rate,
            all_fact_profits: risk.all_fact_profits,
            holding: this.positionsOfAccount.get(accountId)?.size ?? 0,
            pending: this.pendingCount(accountId),
          }),
        )
        .catch((error: unknown) => this.options.log?.('FOREX_TRADE push failed', error));
    }
  }

  // ---- bookkeeping --------------------------------------------------------------------------------------

  private remember(accountId: number, userId: number): void {
    this.userOfAccount.set(accountId, userId);
    this.accountOfUser.set(userId, accountId);
  }

  private pendingCount(accountId: number): number {
    let count = 0;
    for (const pending of this.pending.values()) if (pending.accountId === accountId) count += 1;
    return count;
  }

  private trackPosition(row: OrderRow): void {
    this.pending.delete(row.id);
    const symbol = this.options.symbols.get(row.symbolId);
    this.positions.set(row.id, {
      accountId: row.accountId,
      symbolId: row.symbolId,
      sign: row.side === 1 ? 1 : -1,
      units: Number(row.lots) * Number(symbol?.contractSize ?? 0),
      openPrice: Number(row.openPrice ?? 0),
      margin: Number(row.margin),
    });
    let owned = this.positionsOfAccount.get(row.accountId);
    if (!owned) {
      owned = new Set();
      this.positionsOfAccount.set(row.accountId, owned);
    }
    owned.add(row.id);
    let holders = this.accountsBySymbol.get(row.symbolId);
    if (!holders) {
      holders = new Set();
      this.accountsBySymbol.set(row.symbolId, holders);
    }
    holders.add(row.accountId);
    this.triggers.setStops(row.symbolId, row.id, sideOf(row), Number(row.stopLoss ?? 0), Number(row.takeProfit ?? 0));
  }

  private trackPending(row: OrderRow): void {
    this.pending.set(row.id, { accountId: row.accountId });
    const side: Side = sideOf(row);
    const entry = row.entry === 'stop' ? 'stop' : 'limit';
    this.triggers.addPending(row.symbolId, row.id, side, entry, Number(row.targetPrice ?? 0));
  }

  private forget(orderId: number): void {
    this.triggers.forget(orderId);
    this.pending.delete(orderId);
    const position = this.positions.get(orderId);
    if (!position) return;
    this.positions.delete(orderId);
    const owned = this.positionsOfAccount.get(position.accountId);
    owned?.delete(orderId);
    if (owned?.size === 0) {
      this.positionsOfAccount.delete(position.accountId);
      this.balances.delete(position.accountId);
    }
    const stillHolds = [...(owned ?? [])].some((id) => this.positions.get(id)?.symbolId === position.symbolId);
    if (!stillHolds) this.accountsBySymbol.get(position.symbolId)?.delete(position.accountId);
  }

  /** Keeps the screening balance of an account with positions current (the balance a commit left). */
  private noteBalance(accountId: number, balance: string): void {
    if (this.positionsOfAccount.has(accountId)) this.balances.set(accountId, Number(balance));
  }

  private enqueue(action: () => Promise<void>): void {
    this.queue = this.queue.then(action).catch((error: unknown) => this.options.log?.('trading action failed', error));
  }

  private async inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (error) {
      if (error instanceof LedgerError && error.reason === 'insufficientBalance') {
        throw new ApiError('insufficientMargin', 'insufficientMargin', { required: '-', available: '-' });
      }
      throw error;
    }
  }
}
