import type { AccountRisk, MyDeal } from '../../protocol/schemas/trading.ts';
import type { Tx } from '../ledger/transaction.ts';
import type { Amount, Big } from '../money/decimal.ts';
import type { AlertRequest } from './alertCommands.ts';
import type { AlertRow } from './alertStore.ts';
import type { StoredOrder } from './orderStore.ts';
import type { OrderRequest } from './submitRules.ts';
import type { TradingResult } from './tradingRefusal.ts';

/** An open position's stops as the user sets them (wire decimal texts, 0 = none). */
export interface StopsChange {
  stopLoss: string;
  takeProfit: string;
  /** a trailing stop's distance in points: 0 turns it off, undefined leaves it as it is */
  trailingPoints?: number;
}

/** What a close-all did: the positions it closed, and how many it left open because their market is closed. */
export interface ClosedAll {
  closed: StoredOrder[];
  marketClosed: number;
}

/** The order and price-alert commands, which only the engine leader executes (its book and triggers follow them). */
export interface OrderCommands {
  submit(
    userId: number,
    accountId: number,
    symbolId: number,
    request: OrderRequest,
  ): Promise<TradingResult<StoredOrder>>;
  /** the whole position, or `lots` of it (wire text) */
  close(accountId: number, orderId: number, lots?: string): Promise<TradingResult<StoredOrder>>;
  /** every open position of the account (of one symbol when `symbolId` is given) at the market, at once */
  closeAll(accountId: number, symbolId?: number): Promise<TradingResult<ClosedAll>>;
  cancel(accountId: number, orderId: number): Promise<TradingResult<StoredOrder>>;
  setStops(accountId: number, orderId: number, stops: StopsChange): Promise<TradingResult<StoredOrder>>;
  resetDemo(accountId: number): Promise<TradingResult<Amount>>;
  /** a price alert of the user's (the engine's index watches it) */
  addAlert(userId: number, request: AlertRequest): Promise<TradingResult<AlertRow>>;
  cancelAlert(userId: number, alertId: number): Promise<TradingResult<AlertRow>>;
}

/**
 * What the HTTP routes ask of trading (`app.tradingDesk`): the engine itself in one process; on a gateway,
 * the commands go to the engine leader over the bus and the reads run on the gateway's own quotes.
 */
export interface TradingDesk extends OrderCommands {
  myDeals(accountId: number, status: 0 | 1 | 3, page: number): Promise<MyDeal>;
  risk(accountId: number): Promise<AccountRisk>;
  /** Equity − used margin − lock_balance under the account's row lock (withdrawals check it in their transaction). */
  lockedFreeMargin(tx: Tx, accountId: number): Promise<Big | null>;
  /**
   * Tells the engine that the account's balance changed outside it, once that change has committed (a deposit
   * or withdrawal approved): it re-reads the balance and re-screens the account for stop-out at once. Fire and
   * forget: a notice lost on the way is caught by the engine's periodic sweep.
   */
  balanceMoved(accountId: number): void;
}
