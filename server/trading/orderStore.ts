import { and, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { preparedStatement, type Runner } from '../db/preparedStatement.ts';
import { tableRowOf } from '../db/rows.ts';
import { accounts, orders, settings } from '../db/schema.ts';
import { type Posting, preparedWriteWithPosting } from '../ledger/postLedgerEntry.ts';
import type { Tx } from '../ledger/transaction.ts';

export type OrderRow = typeof orders.$inferSelect;
type NewOrderColumn =
  | 'accountId'
  | 'symbolId'
  | 'side'
  | 'lots'
  | 'multiple'
  | 'status'
  | 'entry'
  | 'targetPrice'
  | 'openPrice'
  | 'stopLoss'
  | 'takeProfit'
  | 'margin'
  | 'fee'
  | 'createdAt'
  | 'openedAt';
/** Every column an order is placed with (null where it has no value yet). */
export type NewOrder = { [Column in NewOrderColumn]-?: Exclude<(typeof orders.$inferInsert)[Column], undefined> };

/**
 * An order's INSERT and the posting of its fee (a zero change for a pending order, which pays no fee yet) in
 * ONE statement, a named prepared statement (writeWithPosting).
 */
const insertWithPosting = preparedWriteWithPosting('place_order', (runner) =>
  runner
    .insert(orders)
    .values({
      accountId: sql.placeholder('accountId'),
      symbolId: sql.placeholder('symbolId'),
      side: sql.placeholder('side'),
      lots: sql.placeholder('lots'),
      multiple: sql.placeholder('multiple'),
      status: sql.placeholder('status'),
      entry: sql.placeholder('entry'),
      targetPrice: sql.placeholder('targetPrice'),
      openPrice: sql.placeholder('openPrice'),
      stopLoss: sql.placeholder('stopLoss'),
      takeProfit: sql.placeholder('takeProfit'),
      margin: sql.placeholder('margin'),
      fee: sql.placeholder('fee'),
      createdAt: sql.placeholder('createdAt'),
      openedAt: sql.placeholder('openedAt'),
    } satisfies Record<NewOrderColumn, unknown>)
    .returning(),
);

/** Writes `order` with its fee's posting (call under the account's lock); the row and the balance after. */
export async function insertOrderWithPosting(tx: Tx, order: NewOrder, fee: Posting) {
  const written = await insertWithPosting(tx, order, fee);
  if (!written) throw new Error('order insert returned nothing');
  return { row: tableRowOf(orders, written.row), balance: written.balanceAfter.toFixed() };
}
export type AccountRow = typeof accounts.$inferSelect;
export type OrderStatus = 'pending' | 'open' | 'closed' | 'cancelled';

/** Locks the account row for the rest of the transaction; every money action on an account starts here. */
export async function lockAccount(tx: Tx, accountId: number) {
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
  return account;
}

const lockWithFeeType = preparedStatement<Record<string, unknown>>('lock_account_with_fee_type', (runner) =>
  runner
    .select({
      ...getTableColumns(accounts),
      feeType: sql<
        string | null
      >`(select ${settings.value} from ${settings} where ${settings.key} = 'trade_fee_type')`.as('fee_type'),
    })
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .for('update')
    .getSQL(),
);

/**
 * lockAccount plus the trade_fee_type setting in the same round trip (an order's fee depends on it): the
 * account row is locked by this statement, the setting read in its snapshot. A named prepared statement
 * built once (preparedStatement: parsed and planned once per connection).
 */
export async function lockAccountWithFeeType(tx: Tx, accountId: number) {
  const [raw] = await lockWithFeeType(tx, { accountId });
  if (!raw) return undefined;
  return { ...tableRowOf(accounts, raw), feeType: raw.fee_type === null ? null : String(raw.fee_type) };
}

/**
 * One order of one account with that account, both rows locked by one statement (the account's first, as
 * every other writer takes them: `FOR UPDATE OF accounts, orders` locks in that order). Null, with nothing
 * locked, when the order is not that account's or not in `status`.
 */
export async function lockOrderWithAccount(tx: Tx, accountId: number, orderId: number, status: OrderStatus) {
  const [row] = await tx
    .select({ order: orders, balance: accounts.balance })
    .from(accounts)
    .innerJoin(orders, eq(orders.accountId, accounts.id))
    .where(and(eq(accounts.id, accountId), eq(orders.id, orderId), eq(orders.status, status)))
    .for('update', { of: [accounts, orders] });
  return row ?? null;
}

const openOrders = preparedStatement<Record<string, unknown>>('open_orders_of', (runner) =>
  runner
    .select()
    .from(orders)
    .where(and(eq(orders.accountId, sql.placeholder('accountId')), eq(orders.status, 'open')))
    .getSQL(),
);

/** The account's open positions; a named prepared statement built once (preparedStatement). */
export async function openOrdersOf(runner: Runner, accountId: number): Promise<OrderRow[]> {
  const rows = await openOrders(runner, { accountId });
  return rows.map((raw) => tableRowOf(orders, raw));
}

/** Ids of the account's open positions and pending orders, as committed now (call under the account lock). */
export async function liveOrderIdsOf(tx: Tx, accountId: number) {
  const rows = await tx
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.accountId, accountId), inArray(orders.status, ['open', 'pending'])));
  return {
    open: rows.filter((row) => row.status === 'open').map((row) => row.id),
    pending: rows.filter((row) => row.status === 'pending').map((row) => row.id),
  };
}

/** One order of one account, locked; null when it is not that account's or not in `status`. */
export async function lockOrder(tx: Tx, accountId: number, orderId: number, status: OrderStatus) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.accountId, accountId), eq(orders.status, status)))
    .for('update');
  return row ?? null;
}

export async function findOrderOfAccount(db: Db, accountId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.accountId, accountId)));
  return row ?? null;
}

/** A page of the account's orders in one list (0 pending, 1 holding, 3 history), newest first. */
export async function pageOfOrders(db: Db, accountId: number, statuses: OrderStatus[], page: number, size: number) {
  const where = and(eq(orders.accountId, accountId), inArray(orders.status, statuses));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ value: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Every order still live (open or pending), to rebuild the engine's indexes after a restart. */
export async function liveOrders(db: Db): Promise<(OrderRow & { userId: number })[]> {
  const rows = await db
    .select({ order: orders, userId: accounts.userId })
    .from(orders)
    .innerJoin(accounts, eq(orders.accountId, accounts.id))
    .where(inArray(orders.status, ['open', 'pending']));
  return rows.map(({ order, userId }) => ({ ...order, userId }));
}
