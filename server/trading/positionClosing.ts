import { and, eq, sql } from 'drizzle-orm';
import { positionProfit, valuationPrice } from '../../protocol/tradingMath.ts';
import { TOPIC_FOREX_CLOSED } from '../../protocol/ws.ts';
import type { Db } from '../db/database.ts';
import { tableRowOf } from '../db/rows.ts';
import { accounts, orders } from '../db/schema.ts';
import { preparedWriteWithPosting } from '../ledger/postLedgerEntry.ts';
import type { Tx } from '../ledger/transaction.ts';
import { amount, Big } from '../money/decimal.ts';
import { usdPerUnitAtQuotes } from './conversion.ts';
import { type CloseReason, type EngineContext, inTradingTransaction, TRADING_MEMO } from './engineContext.ts';
import type { PositionTerms } from './liveBook.ts';
import { protectFlatAccount } from './negativeBalance.ts';
import { lockOrderWithAccount, type StoredOrder } from './orderStore.ts';
import { sideOf } from './valuation.ts';

export interface ClosedPosition {
  row: StoredOrder;
  /** the account's balance after the close */
  balance: string;
}

export interface CloseRequest {
  orderId: number;
  reason: CloseReason;
  /** the trigger's price; the current valuation price when absent */
  price?: number;
}

export interface CloseFigures {
  closePrice: string;
  profit: Big;
}

/**
 * The close price (the trigger's, else the current valuation price) and the realised P&L of a position; null
 * without a quote or a USD rate right now.
 */
export function closeFigures(context: EngineContext, terms: PositionTerms, close: CloseRequest): CloseFigures | null {
  const { symbols, market } = context;
  const symbol = symbols.get(terms.symbolId);
  const quote = market.quotes.snapshot(terms.symbolId);
  const rate = symbol ? usdPerUnitAtQuotes(symbol.quoteCurrency, symbols, market.quotes) : null;
  if (!symbol || !quote || !rate) return null;
  const closePrice =
    close.price !== undefined
      ? new Big(close.price.toFixed(symbol.pricePrecision))
      : valuationPrice(terms.side, quote.bid.toFixed(symbol.pricePrecision), quote.ask.toFixed(symbol.pricePrecision));
  const profit = positionProfit({
    side: terms.side,
    lots: terms.lots,
    contractSize: symbol.contractSize,
    openPrice: terms.openPrice,
    closePrice,
    quoteToUsd: rate,
  });
  return { closePrice: closePrice.toFixed(symbol.pricePrecision), profit };
}

const value = (name: string) => sql`${sql.placeholder(name)}`;

/**
 * The close of one open position and its P&L posting in ONE statement (one round trip), a named prepared
 * statement: the order is updated only while it is still open with the terms the P&L was computed from, and
 * only after the account's row is locked (the sub-select below runs before the order's row is locked:
 * accounts first, as every writer takes them). Unless `mayGoNegative`, only while the P&L leaves the balance
 * at zero or above (PostgreSQL checks it again on the newest row when it had to wait for the lock): a close
 * that may need the negative balance protection runs in a transaction that judges it (closeInTransaction).
 */
const closeWithPosting = preparedWriteWithPosting('close_position', (runner) =>
  runner
    .update(orders)
    .set({
      status: 'closed',
      closePrice: value('closePrice'),
      profit: value('profit'),
      closeReason: value('closeReason'),
      closedAt: value('closedAt'),
    })
    .where(
      and(
        eq(orders.id, sql.placeholder('orderId')),
        eq(orders.status, 'open'),
        eq(
          orders.accountId,
          sql`(select ${accounts.id} from ${accounts} where ${accounts.id} = ${sql.placeholder('accountId')}
            and (${sql.placeholder('mayGoNegative')}::boolean or ${accounts.balance} + ${sql.placeholder('profit')}::numeric >= 0)
            for update)`,
        ),
        eq(orders.lots, sql.placeholder('lots')),
        eq(orders.openPrice, sql.placeholder('openPrice')),
      ),
    )
    .returning(),
);

/**
 * Writes the close (closeWithPosting); null when the order was no longer open with these terms, or (unless
 * `mayGoNegative`) when its P&L would take the balance below zero.
 */
async function writeClose(
  context: EngineContext,
  db: Tx | Db,
  accountId: number,
  terms: PositionTerms & { orderId: number },
  close: CloseRequest & { figures: CloseFigures; mayGoNegative: boolean },
): Promise<ClosedPosition | null> {
  const { figures, mayGoNegative } = close;
  const written = await closeWithPosting(
    db,
    {
      mayGoNegative,
      closePrice: figures.closePrice,
      profit: figures.profit.toFixed(),
      closeReason: close.reason,
      closedAt: context.now(),
      orderId: terms.orderId,
      accountId,
      lots: terms.lots,
      openPrice: terms.openPrice,
    },
    {
      accountId,
      change: amount(figures.profit),
      kind: 'trade_pnl',
      memo: TRADING_MEMO.profit,
      options: { allowNegative: true },
    },
  );
  return written ? { row: tableRowOf(orders, written.row), balance: written.balanceAfter.toFixed() } : null;
}

/**
 * Closes one open position inside the caller's transaction (locking its account, then it): at `price` when
 * given, else at the current valuation price; the realised P&L goes to the ledger, and when that leaves the
 * account flat with a negative balance, the negative balance protection (negativeBalance.ts) in the same
 * transaction. Every close of a whole position goes through here (the one-statement close of closeFromBook
 * only when its P&L leaves the balance at zero or above). Null when it is not open (already closed) or there
 * is no quote or USD rate right now.
 */
export async function closeInTransaction(
  context: EngineContext,
  tx: Tx,
  accountId: number,
  close: CloseRequest,
): Promise<ClosedPosition | null> {
  const locked = await lockOrderWithAccount(tx, accountId, close.orderId, 'open');
  const order = locked?.order;
  if (!order || order.openPrice === null) return null;
  const terms = {
    orderId: order.id,
    accountId,
    symbolId: order.symbolId,
    side: sideOf(order),
    lots: order.lots,
    openPrice: order.openPrice,
  };
  const figures = closeFigures(context, terms, close);
  const closed = figures
    ? await writeClose(context, tx, accountId, terms, { ...close, figures, mayGoNegative: true })
    : null;
  if (!closed) return null;
  const balance = await protectFlatAccount(tx, accountId, amount(closed.balance));
  return { ...closed, balance: balance.toFixed() };
}

/** After the commit: the closed orders leave the book and their owner hears of it. */
export function afterClose(context: EngineContext, accountId: number, closed: readonly StoredOrder[]): void {
  if (closed.length === 0) return;
  for (const row of closed) context.book.forget(row.id);
  const userId = context.book.userOf(accountId);
  if (userId === undefined) return;
  context.publisher.toUser(userId, TOPIC_FOREX_CLOSED, { ids: closed.map((row) => row.id) });
  context.markDirty(userId);
}

/**
 * afterClose for closes written in order, and the book's screening balance set to what the last one left (the
 * negative balance protection included); the closed rows.
 */
export function afterCloses(
  context: EngineContext,
  accountId: number,
  outcomes: readonly ClosedPosition[],
): StoredOrder[] {
  const rows = outcomes.map((outcome) => outcome.row);
  afterClose(context, accountId, rows);
  const last = outcomes.at(-1);
  if (last) context.book.noteBalance(accountId, Number(last.balance));
  return rows;
}

/**
 * One position the book holds, closed by one statement in its own transaction: its terms (side, lots, open
 * price; fixed while it is open) come from the book, so nothing is read first. Undefined (the caller then
 * closes it in a transaction) when the book does not hold it, or when the statement wrote nothing: it was
 * closed meanwhile, or its P&L would take the balance below zero (the protection is judged in the transaction).
 */
async function closeFromBook(context: EngineContext, accountId: number, close: CloseRequest) {
  const terms = context.book.terms(close.orderId);
  if (!terms || terms.accountId !== accountId) return undefined;
  const figures = closeFigures(context, terms, close);
  if (!figures) return [];
  const position = { ...terms, orderId: close.orderId };
  const closed = await writeClose(context, context.db, accountId, position, {
    ...close,
    figures,
    mayGoNegative: false,
  });
  return closed ? [closed] : undefined;
}

/** Closes positions of one account in one transaction; already-closed ones are skipped. */
export async function closePositions(
  context: EngineContext,
  accountId: number,
  closes: readonly CloseRequest[],
): Promise<StoredOrder[]> {
  if (closes.length === 0) return [];
  const [only] = closes;
  const fromBook = closes.length === 1 && only ? await closeFromBook(context, accountId, only) : undefined;
  const result = fromBook
    ? { ok: true as const, value: fromBook }
    : await inTradingTransaction(context.db, async (tx) => {
        const closed: ClosedPosition[] = [];
        for (const close of closes) {
          const outcome = await closeInTransaction(context, tx, accountId, close);
          if (outcome) closed.push(outcome);
        }
        return closed;
      });
  return result.ok ? afterCloses(context, accountId, result.value) : [];
}
