import type { AccountRisk, MyDeal } from '../../protocol/schemas/trading.ts';
import type { Tx } from '../ledger/transaction.ts';
import type { Tick } from '../market/quoteSource.ts';
import type { Amount, Big } from '../money/decimal.ts';
import { type AlertRequest, addAlert, cancelAlert } from './alertCommands.ts';
import { type AlertRow, activeAlerts } from './alertStore.ts';
import type { EngineContext, EngineOptions, TickTrigger } from './engineContext.ts';
import { lockedFreeMargin } from './freeMargin.ts';
import { LiveBook } from './liveBook.ts';
import { cancelOrder, closeAllOrders, closeOrder, resetDemo, setOrderStops, submitOrder } from './orderCommands.ts';
import { readAccountRisk, readMyDeals } from './orderQueries.ts';
import { liveOrders, type StoredOrder } from './orderStore.ts';
import { fillPending } from './pendingFill.ts';
import { closePositions } from './positionClosing.ts';
import { checkStopOuts, nearStopOut, recheckBalances, stopOutIfNeeded, sweepStopOuts } from './stopOut.ts';
import type { OrderRequest } from './submitRules.ts';
import { TotalsPusher } from './totalsPusher.ts';
import type { ClosedAll, StopsChange } from './tradingDesk.ts';
import type { TradingResult } from './tradingRefusal.ts';
import { writeStopMoves } from './trailingWrites.ts';
import type { FiredTrigger } from './triggerBook.ts';
import { TriggerRecovery } from './triggerRecovery.ts';

export type { CloseReason, EngineOptions, EngineTimings, Publisher, TickTrigger } from './engineContext.ts';
export { TRADING_MEMO } from './engineContext.ts';

const PUSH_INTERVAL_MS = 250; // FOREX_TRADE at most 4 times a second per user
const SWEEP_INTERVAL_MS = 5_000;

/**
 * The margin-trading engine, composed of its jobs: the live book (in memory), the order commands (each a
 * transaction under the account's row lock, ledger rows in the same transaction), pending fills, stop-out,
 * the totals pusher and the order queries, and the price alerts. Triggers (fills, stop-loss, take-profit,
 * alerts) and stop-out checks run in tick order on one queue.
 */
export class TradingEngine {
  private readonly context: EngineContext;
  private readonly pusher: TotalsPusher;
  private readonly recovery: TriggerRecovery;
  private queue: Promise<void> = Promise.resolve();
  private queued = 0;
  private timers: ReturnType<typeof setInterval>[] = [];
  private detach: (() => void) | undefined;

  constructor(private readonly options: EngineOptions) {
    const book = new LiveBook(options.symbols);
    this.pusher = new TotalsPusher({
      book,
      publisher: options.publisher,
      risk: (accountId) => this.risk(accountId),
      ...(options.log ? { log: options.log } : {}),
    });
    this.context = { ...options, book, markDirty: (userId) => this.pusher.markDirty(userId) };
    this.recovery = new TriggerRecovery(this.context);
  }

  /** Reloads every open and pending order and every active price alert into the book, then follows the market. */
  async start(): Promise<void> {
    const { book } = this.context;
    for (const row of await liveOrders(this.options.db)) {
      book.remember(row.accountId, row.userId);
      if (row.status === 'open') book.trackPosition(row);
      else book.trackPending(row);
    }
    for (const alert of await activeAlerts(this.options.db)) book.trackAlert(alert);
    this.detach = this.options.market.onTicks((ticks) => this.onTicks(ticks));
    this.timers.push(setInterval(() => this.pusher.push(), PUSH_INTERVAL_MS));
    this.timers.push(setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS));
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

  /**
   * The periodic sweep (every 5 s; tests call it), on the queue after the work already there: the orders whose
   * trigger could not be re-read after a failed close or fill, and the crossed price alerts whose firing could
   * not be written, are tried again, then every account with positions is re-read and screened (sweepStopOuts).
   */
  sweep(): Promise<void> {
    this.enqueue(async () => {
      await this.recovery.retry();
      await sweepStopOuts(this.context);
    });
    return this.queue;
  }

  /** Triggers and stop-out checks queued and not finished yet (metrics). */
  get queueDepth(): number {
    return this.queued;
  }

  get openPositionCount(): number {
    return this.context.book.openPositionCount;
  }

  submit(
    userId: number,
    accountId: number,
    symbolId: number,
    request: OrderRequest,
  ): Promise<TradingResult<StoredOrder>> {
    return submitOrder(this.context, userId, accountId, symbolId, request);
  }

  close(accountId: number, orderId: number, lots?: string): Promise<TradingResult<StoredOrder>> {
    return closeOrder(this.context, accountId, orderId, lots);
  }

  closeAll(accountId: number, symbolId?: number): Promise<TradingResult<ClosedAll>> {
    return closeAllOrders(this.context, accountId, symbolId);
  }

  cancel(accountId: number, orderId: number): Promise<TradingResult<StoredOrder>> {
    return cancelOrder(this.context, accountId, orderId);
  }

  setStops(accountId: number, orderId: number, stops: StopsChange): Promise<TradingResult<StoredOrder>> {
    return setOrderStops(this.context, accountId, orderId, stops);
  }

  resetDemo(accountId: number): Promise<TradingResult<Amount>> {
    return resetDemo(this.context, accountId);
  }

  addAlert(userId: number, request: AlertRequest): Promise<TradingResult<AlertRow>> {
    return addAlert(this.context, userId, request);
  }

  cancelAlert(userId: number, alertId: number): Promise<TradingResult<AlertRow>> {
    return cancelAlert(this.context, userId, alertId);
  }

  myDeals(accountId: number, status: 0 | 1 | 3, page: number): Promise<MyDeal> {
    return readMyDeals(this.context, accountId, status, page);
  }

  risk(accountId: number): Promise<AccountRisk> {
    return readAccountRisk(this.context, accountId);
  }

  /** Equity − used margin − lock_balance under the account's row lock (withdrawals check it in their transaction). */
  lockedFreeMargin(tx: Tx, accountId: number): Promise<Big | null> {
    return lockedFreeMargin(this.context, tx, accountId);
  }

  stopOutIfNeeded(accountId: number): Promise<number[]> {
    return stopOutIfNeeded(this.context, accountId);
  }

  /**
   * The account's balance changed outside the engine (a deposit or withdrawal approved, committed): on the
   * queue, after the work already there, its balance is re-read into the screen and the account re-screened
   * (the exact check if near the level), instead of waiting for the sweep.
   */
  balanceMoved(accountId: number): void {
    this.enqueue(() => recheckBalances(this.context, [accountId]));
  }

  private onTicks(ticks: readonly Tick[]): void {
    const arrived = performance.now();
    const { book } = this.context;
    const { fired, alerts, stopMoves, touchedAccounts } = book.onTicks(ticks);
    for (const trigger of fired) this.enqueue(() => this.timed(trigger.kind, arrived, this.execute(trigger)));
    for (const alert of alerts) this.enqueue(() => this.timed('alert', arrived, this.recovery.fireAlert(alert)));
    if (stopMoves.length > 0) this.enqueue(() => writeStopMoves(this.context, stopMoves));
    for (const accountId of touchedAccounts) {
      const userId = book.userOf(accountId);
      if (userId !== undefined) this.pusher.markDirty(userId);
    }
    const suspects = [...touchedAccounts].filter((accountId) => nearStopOut(this.context, accountId));
    if (suspects.length > 0) {
      this.enqueue(() => this.timed('stop_out', arrived, checkStopOuts(this.context, suspects)));
    }
  }

  /** `work`, reported to the timings as done `arrived` (the ticks' arrival) to now; failures are not timed. */
  private async timed(trigger: TickTrigger, arrived: number, work: Promise<unknown>): Promise<void> {
    await work;
    this.options.timings?.triggerDone(trigger, (performance.now() - arrived) / 1000);
  }

  /**
   * A fired trigger (out of the index since the tick crossed it) closes or fills its order. When that throws
   * (a dropped connection, a fail-over) or writes nothing (no quote or USD rate right now), the book is set
   * from the order's row, whatever happened: still open or pending, its trigger waits for the next tick again;
   * only an order the database says is closed, filled or cancelled leaves it (triggerRecovery.ts).
   */
  private async execute(trigger: FiredTrigger): Promise<void> {
    let settled = false;
    try {
      settled = await this.fire(trigger);
    } finally {
      if (!settled) await this.recovery.recover(trigger.orderId);
    }
  }

  /** True when the book follows a committed close or fill (or no longer holds the order). */
  private async fire(trigger: FiredTrigger): Promise<boolean> {
    if (trigger.kind === 'fill') return fillPending(this.context, trigger.orderId, trigger.price);
    const position = this.context.book.position(trigger.orderId);
    if (!position) return true;
    const closed = await closePositions(this.context, position.accountId, [
      { orderId: trigger.orderId, reason: trigger.kind, price: trigger.price },
    ]);
    return closed.length > 0;
  }

  private enqueue(action: () => Promise<void>): void {
    this.queued += 1;
    this.queue = this.queue
      .then(action)
      .catch((error: unknown) => this.options.log?.('trading action failed', error))
      .finally(() => {
        this.queued -= 1;
      });
  }
}
