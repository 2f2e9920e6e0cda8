import type { AlertDirection, AlertWatch } from '../../protocol/schemas/alerts.ts';
import type { Side } from '../../protocol/tradingMath.ts';
import type { StoredOrder } from './orderStore.ts';
import type { ScreenedPosition } from './riskScreen.ts';
import type { TradingSymbols } from './tradingSymbols.ts';
import { type StopMove, TrailingStops, toPoints } from './trailingStops.ts';
import { type FiredAlert, type FiredTrigger, TriggerBook } from './triggerBook.ts';
import { sideOf } from './valuation.ts';

/**
 * What a batch of ticks did to the book: triggers to execute, price alerts to fire, trailing stops to move,
 * accounts whose positions moved.
 */
export interface TickOutcome {
  fired: FiredTrigger[];
  /** alerts crossed (out of the index already: each is reported once) */
  alerts: FiredAlert[];
  /** stop-losses to write (the trigger index takes them once written: setStops) */
  stopMoves: StopMove[];
  touchedAccounts: Set<number>;
}

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(value);
}

/** An active price alert as the index needs it (the level as stored, at the symbol's decimals). */
export interface WatchedAlert {
  id: number;
  symbolId: number;
  watch: AlertWatch;
  direction: AlertDirection;
  level: string;
}

/** What a P&L is computed from, exactly as stored (fixed while the position is open). */
export interface PositionTerms {
  accountId: number;
  symbolId: number;
  side: Side;
  lots: string;
  openPrice: string;
}

/** How the book holds a live order. */
export type OrderHolding = 'open' | 'pending';

/** Whose a pending order is and on which symbol (its fill reads that symbol's fee rate with the account lock). */
export interface PendingRef {
  accountId: number;
  symbolId: number;
}

/**
 * The engine's picture of every live order, in memory only (pure: no IO, no clock): open positions in plain
 * numbers for the stop-out screen, pending orders, who holds which symbol, each account's last committed
 * balance, and the trigger index (orders and active price alerts). The database stays the truth; this is
 * rebuilt from it at start, kept in step after each commit, and set from an order's row again when a write
 * its trigger set off failed or wrote nothing (`resync`).
 */
export class LiveBook {
  private readonly triggers = new TriggerBook();
  private readonly trailing = new TrailingStops();
  private readonly positions = new Map<number, ScreenedPosition>();
  private readonly exactTerms = new Map<number, PositionTerms>();
  private readonly positionsOfAccount = new Map<number, Set<number>>();
  private readonly balances = new Map<number, number>();
  private readonly pending = new Map<number, PendingRef>();
  private readonly pendingOfAccount = new Map<number, Set<number>>();
  private readonly accountsBySymbol = new Map<number, Set<number>>();
  private readonly userOfAccount = new Map<number, number>();
  private readonly accountOfUser = new Map<number, number>();

  constructor(private readonly symbols: TradingSymbols) {}

  get openPositionCount(): number {
    return this.positions.size;
  }

  /** Links an account to its user (pushes go to users, orders belong to accounts). */
  remember(accountId: number, userId: number): void {
    this.userOfAccount.set(accountId, userId);
    this.accountOfUser.set(userId, accountId);
  }

  userOf(accountId: number): number | undefined {
    return this.userOfAccount.get(accountId);
  }

  accountOf(userId: number): number | undefined {
    return this.accountOfUser.get(userId);
  }

  /** An open order (or one that just filled) enters the book with its stops. */
  trackPosition(row: StoredOrder): void {
    this.dropPending(row.id);
    const symbol = this.symbols.get(row.symbolId);
    this.positions.set(row.id, {
      accountId: row.accountId,
      symbolId: row.symbolId,
      sign: row.side === 1 ? 1 : -1,
      units: Number(row.lots) * Number(symbol?.contractSize ?? 0),
      openPrice: Number(row.openPrice ?? 0),
      margin: Number(row.margin),
    });
    if (row.openPrice !== null) {
      this.exactTerms.set(row.id, {
        accountId: row.accountId,
        symbolId: row.symbolId,
        side: sideOf(row),
        lots: row.lots,
        openPrice: row.openPrice,
      });
    }
    addTo(this.positionsOfAccount, row.accountId, row.id);
    addTo(this.accountsBySymbol, row.symbolId, row.accountId);
    this.setStops(row);
  }

  trackPending(row: StoredOrder): void {
    this.pending.set(row.id, { accountId: row.accountId, symbolId: row.symbolId });
    addTo(this.pendingOfAccount, row.accountId, row.id);
    const side: Side = sideOf(row);
    const entry = row.entry === 'stop' ? 'stop' : 'limit';
    this.triggers.addPending(row.symbolId, row.id, side, entry, Number(row.targetPrice ?? 0));
  }

  /** The position's stop-loss, take-profit and trailing distance as stored (0 or null: none). */
  setStops(row: Pick<StoredOrder, 'id' | 'symbolId' | 'side' | 'stopLoss' | 'takeProfit' | 'trailingPoints'>): void {
    const stopLoss = Number(row.stopLoss ?? 0);
    this.triggers.setStops(row.symbolId, row.id, sideOf(row), stopLoss, Number(row.takeProfit ?? 0));
    const precision = this.symbols.get(row.symbolId)?.pricePrecision;
    if (!row.trailingPoints || precision === undefined) {
      this.trailing.forget(row.id);
      return;
    }
    this.trailing.track({
      orderId: row.id,
      symbolId: row.symbolId,
      side: sideOf(row),
      distancePoints: row.trailingPoints,
      precision,
      stopPoints: stopLoss > 0 ? toPoints(stopLoss, precision) : null,
    });
  }

  /** An active price alert enters the trigger index (again: a stored alert replaces its old level). */
  trackAlert(alert: WatchedAlert): void {
    this.triggers.addAlert(alert.symbolId, alert.id, alert.watch, alert.direction, Number(alert.level));
  }

  /** A cancelled (or fired) alert leaves the index. */
  forgetAlert(alertId: number): void {
    this.triggers.forgetAlert(alertId);
  }

  /** A closed or cancelled order leaves every index. */
  forget(orderId: number): void {
    this.triggers.forget(orderId);
    this.trailing.forget(orderId);
    this.dropPending(orderId);
    const position = this.positions.get(orderId);
    if (!position) return;
    this.positions.delete(orderId);
    this.exactTerms.delete(orderId);
    const owned = this.positionsOfAccount.get(position.accountId);
    owned?.delete(orderId);
    if (owned?.size === 0) {
      this.positionsOfAccount.delete(position.accountId);
      this.balances.delete(position.accountId);
    }
    const stillHolds = [...(owned ?? [])].some((id) => this.positions.get(id)?.symbolId === position.symbolId);
    if (!stillHolds) this.accountsBySymbol.get(position.symbolId)?.delete(position.accountId);
  }

  /**
   * The book set to what the database says of an order whose trigger fired and whose close or fill then
   * failed or wrote nothing: still open, it is tracked with its stops as stored (the owner may have changed
   * them meanwhile); still pending, with its entry; anything else (closed, cancelled, no such row) forgotten.
   * Returns where the book held it before ('open', 'pending' or undefined), for the caller to tell what changed.
   */
  resync(orderId: number, row: StoredOrder | undefined): OrderHolding | undefined {
    const before = this.holding(orderId);
    if (row?.id === orderId && row.status === 'open') this.trackPosition(row);
    else if (row?.id === orderId && row.status === 'pending') this.trackPending(row);
    else this.forget(orderId);
    return before;
  }

  /** Where the book holds an order: as an open position, a pending order, or not at all. */
  holding(orderId: number): OrderHolding | undefined {
    if (this.positions.has(orderId)) return 'open';
    return this.pending.has(orderId) ? 'pending' : undefined;
  }

  private dropPending(orderId: number): void {
    const accountId = this.pending.get(orderId)?.accountId;
    if (accountId === undefined) return;
    this.pending.delete(orderId);
    const owned = this.pendingOfAccount.get(accountId);
    owned?.delete(orderId);
    if (owned?.size === 0) this.pendingOfAccount.delete(accountId);
  }

  position(orderId: number): ScreenedPosition | undefined {
    return this.positions.get(orderId);
  }

  /** The exact terms of an open position in the book (a close computes its P&L from them). */
  terms(orderId: number): PositionTerms | undefined {
    return this.exactTerms.get(orderId);
  }

  /** The account of a pending order still in the book. */
  pendingAccount(orderId: number): number | undefined {
    return this.pending.get(orderId)?.accountId;
  }

  /** The account and symbol of a pending order still in the book. */
  pendingOrder(orderId: number): PendingRef | undefined {
    return this.pending.get(orderId);
  }

  positionsOf(accountId: number): ScreenedPosition[] {
    const found: ScreenedPosition[] = [];
    for (const id of this.positionsOfAccount.get(accountId) ?? []) {
      const position = this.positions.get(id);
      if (position) found.push(position);
    }
    return found;
  }

  /** The ids of the account's open positions in the book. */
  positionIdsOf(accountId: number): number[] {
    return [...(this.positionsOfAccount.get(accountId) ?? [])];
  }

  holdingCount(accountId: number): number {
    return this.positionsOfAccount.get(accountId)?.size ?? 0;
  }

  pendingCount(accountId: number): number {
    return this.pendingOfAccount.get(accountId)?.size ?? 0;
  }

  /** Accounts with at least one open position. */
  accountsWithPositions(): number[] {
    return [...this.positionsOfAccount.keys()];
  }

  /** The balance a commit left, kept for accounts with positions only (the screen's input). */
  noteBalance(accountId: number, balance: number): void {
    if (this.positionsOfAccount.has(accountId)) this.balances.set(accountId, balance);
  }

  balanceOf(accountId: number): number | undefined {
    return this.balances.get(accountId);
  }

  /** Runs a batch of ticks through the trigger index (orders and alerts) and collects the holders of the ticked symbols. */
  onTicks(ticks: readonly { symbolId: number; bid: number; ask: number }[]): TickOutcome {
    const fired: FiredTrigger[] = [];
    const alerts: FiredAlert[] = [];
    const stopMoves: StopMove[] = [];
    const touchedAccounts = new Set<number>();
    for (const tick of ticks) {
      for (const trigger of this.triggers.onTick(tick.symbolId, tick.bid, tick.ask)) {
        if (trigger.kind === 'alert') alerts.push(trigger);
        else fired.push(trigger);
      }
      stopMoves.push(...this.trailing.onTick(tick.symbolId, tick.bid, tick.ask));
      for (const accountId of this.accountsBySymbol.get(tick.symbolId) ?? []) touchedAccounts.add(accountId);
    }
    return { fired, alerts, stopMoves, touchedAccounts };
  }
}
