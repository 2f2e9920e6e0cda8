import type { Db } from '../db/database.ts';
import { ledgerRefusal } from '../ledger/ledgerRefusal.ts';
import type { Tx } from '../ledger/transaction.ts';
import type { MarketService } from '../market/marketService.ts';
import type { LiveBook } from './liveBook.ts';
import {
  insufficientMargin,
  RefusedInTransaction,
  refused,
  type TradingRefusal,
  type TradingResult,
} from './tradingRefusal.ts';
import type { TradingSymbols } from './tradingSymbols.ts';
import type { TriggerKind } from './triggerBook.ts';

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
  /** stop-out when equity ÷ used margin × 100 falls to this level (staff may change it while running) */
  stopOutLevel: () => number;
  /** the symbol's stops level in points, read when an order or its stops are judged (staff may change it) */
  stopsLevel: (symbolId: number) => Promise<number>;
  log?: (message: string, error?: unknown) => void;
  /** told how long each tick-driven trigger took from the tick's arrival to done (metrics) */
  timings?: EngineTimings;
}

/**
 * What a tick set off: a stop-loss, take-profit or pending fill, a price alert, or a stop-out check of the
 * accounts it moved.
 */
export type TickTrigger = TriggerKind | 'alert' | 'stop_out';

export interface EngineTimings {
  /**
   * `seconds` from the ticks reaching the engine to the trigger they fired being done (the order closed or
   * filled, the alert told, or the stop-out check finished), the wait on the engine's queue included.
   */
  triggerDone(trigger: TickTrigger, seconds: number): void;
}

/** What every part of the engine shares: its options, the live book and who to tell that a user's totals moved. */
export interface EngineContext extends EngineOptions {
  book: LiveBook;
  /** the user's FOREX_TRADE totals changed (pushed at the next beat) */
  markDirty(userId: number): void;
}

/**
 * Runs `work` in one transaction; a refusal thrown inside it (to roll back) and a debit the ledger refuses
 * come back as refusals, anything else is a fault and is thrown.
 */
export async function inTradingTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<TradingResult<T>> {
  try {
    return { ok: true, value: await db.transaction(work) };
  } catch (error) {
    if (error instanceof RefusedInTransaction) return refused(error.refusal);
    const refusal = ledgerRefusal(error, { insufficientBalance: insufficientMargin('-', '-') });
    if (refusal) return refused(refusal);
    throw error;
  }
}

/** Rolls the surrounding trading transaction back with this refusal. */
export function refuseInTransaction(refusal: TradingRefusal): never {
  throw new RefusedInTransaction(refusal);
}
