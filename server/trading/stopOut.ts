import { inArray } from 'drizzle-orm';
import { accounts } from '../db/schema.ts';
import { isMarketOpen } from '../market/tradeSymbol.ts';
import { Big } from '../money/decimal.ts';
import { type EngineContext, inTradingTransaction } from './engineContext.ts';
import { lockAccount, openOrdersOf, type StoredOrder } from './orderStore.ts';
import { afterCloses, type ClosedPosition, closeInTransaction } from './positionClosing.ts';
import { estimateRiskRate } from './riskScreen.ts';
import { accountRisk, floatingProfit } from './valuation.ts';

/** Screened accounts whose estimate is within this factor of the level get the exact check. */
const SCREEN_MARGIN = 1.25;

/** The floating-point screen: true when the account may be at the stop-out level (or its balance is unknown). */
export function nearStopOut(context: EngineContext, accountId: number): boolean {
  const balance = context.book.balanceOf(accountId);
  if (balance === undefined) return true;
  const positions = context.book.positionsOf(accountId);
  if (positions.length === 0) return false;
  const estimate = estimateRiskRate(balance, positions, context.symbols, context.market.quotes);
  return estimate === null ? false : !(estimate > context.stopOutLevel() * SCREEN_MARGIN);
}

/**
 * While the risk rate is at or below the stop-out level, closes the position with the largest loss among those
 * whose market is open now (the same check as a manual close: a closed market cannot be dealt in, so a
 * position there waits for its market, valued at its last quote meanwhile), re-checking after each close;
 * stops when the level is restored or nothing left can be traded. All in one transaction; the last close
 * that leaves the account flat with a negative balance is protected (negativeBalance.ts, via closeInTransaction).
 */
export async function stopOutIfNeeded(context: EngineContext, accountId: number): Promise<number[]> {
  const { symbols, market } = context;
  const level = new Big(context.stopOutLevel());
  const tradable = (row: StoredOrder) => {
    const symbol = symbols.get(row.symbolId);
    return symbol !== undefined && isMarketOpen(symbol, context.now(), context.marketAlwaysOpen);
  };
  const result = await inTradingTransaction(context.db, async (tx) => {
    const closed: ClosedPosition[] = [];
    for (;;) {
      const account = await lockAccount(tx, accountId);
      if (!account) break;
      const open = await openOrdersOf(tx, accountId);
      const { riskRate } = accountRisk(account.balance, open, symbols, market.quotes);
      if (riskRate === null || riskRate.gt(level)) break;
      const worst = open
        .filter(tradable)
        .map((row) => ({ row, profit: floatingProfit(row, symbols, market.quotes) }))
        .sort((a, b) => a.profit.cmp(b.profit))[0];
      if (!worst) break;
      const outcome = await closeInTransaction(context, tx, accountId, { orderId: worst.row.id, reason: 'stop_out' });
      if (!outcome) break;
      closed.push(outcome);
    }
    return closed;
  });
  return result.ok ? afterCloses(context, accountId, result.value).map((row) => row.id) : [];
}

/** Exact checks, one account after the other, for the accounts the screen picked. */
export async function checkStopOuts(context: EngineContext, accountIds: readonly number[]): Promise<void> {
  for (const accountId of accountIds) await stopOutIfNeeded(context, accountId);
}

/**
 * Re-reads the balances of these accounts from the database (the truth) into the screen, then screens them
 * and runs the exact check on those near the level. A balance change committed outside the engine (a deposit
 * or withdrawal approved) does it at once for its account (`TradingEngine.balanceMoved`); the periodic sweep
 * does it for every account with positions (a notice lost on the way, a re-read that raced a close).
 */
export async function recheckBalances(context: EngineContext, accountIds: readonly number[]): Promise<void> {
  const holders = accountIds.filter((accountId) => context.book.holdingCount(accountId) > 0);
  if (holders.length === 0) return;
  const rows = await context.db
    .select({ id: accounts.id, balance: accounts.balance })
    .from(accounts)
    .where(inArray(accounts.id, holders));
  for (const row of rows) context.book.noteBalance(row.id, Number(row.balance));
  await checkStopOuts(
    context,
    holders.filter((accountId) => nearStopOut(context, accountId)),
  );
}

/** The periodic sweep: `recheckBalances` of every account with positions (the safety net of the notifications). */
export function sweepStopOuts(context: EngineContext): Promise<void> {
  return recheckBalances(context, context.book.accountsWithPositions());
}
