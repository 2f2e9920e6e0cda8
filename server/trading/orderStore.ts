import { and, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { preparedStatement, type Runner } from '../db/preparedStatement.ts';
import { tableRowOf, toNumber } from '../db/rows.ts';
import { accounts, orders, settings, symbols } from '../db/schema.ts';
import { type Posting, preparedWriteAtRevision } from '../ledger/postLedgerEntry.ts';
import type { Tx } from '../ledger/transaction.ts';
import type { PositionFigures } from './valuation.ts';

/** An order as read from the orders table (a whole row). */
export type StoredOrder = typeof orders.$inferSelect;
/** Every column an order is placed with, in the order of the INSERT's column list. */
const NEW_ORDER_COLUMNS = [
  'accountId',
  'symbolId',
  'side',
  'lots',
  'multiple',
  'status',
  'entry',
  'targetPrice',
  'openPrice',
  'stopLoss',
  'takeProfit',
  'margin',
  'fee',
  'createdAt',
  'openedAt',
] as const satisfies readonly (keyof typeof orders.$inferInsert)[];
type NewOrderColumn = (typeof NEW_ORDER_COLUMNS)[number];
/** Every column an order is placed with (null where it has no value yet). */
export type NewOrder = { [Column in NewOrderColumn]-?: Exclude<(typeof orders.$inferInsert)[Column], undefined> };

/**
 * An order's INSERT and the posting of its fee (a zero change for a pending order, which pays no fee yet) in
 * ONE statement, a named prepared statement, written only while the account is at the revision its free
 * margin was judged at (preparedWriteAtRevision): `insert ... select <the values> from guard`, each value
 * cast to its column's type.
 */
const insertAtRevision = preparedWriteAtRevision('place_order', (_runner, guard) => {
  const columns = NEW_ORDER_COLUMNS.map((key) => orders[key]);
  const values = NEW_ORDER_COLUMNS.map((key) => sql`${sql.placeholder(key)}::${sql.raw(orders[key].getSQLType())}`);
  return sql`insert into ${orders} (${sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  )}) select ${sql.join(values, sql`, `)} from ${guard} returning *`;
});

/**
 * Writes `order` with its fee's posting if the account is still at `revision`; the row and the balance after,
 * or null when nothing was written (see preparedWriteAtRevision).
 */
export async function insertOrderAtRevision(runner: Tx | Db, order: NewOrder, fee: Posting, revision: number) {
  const written = await insertAtRevision(runner, order, fee, revision);
  return written ? { row: tableRowOf(orders, written.row), balance: written.balanceAfter.toFixed() } : null;
}
export type AccountRow = typeof accounts.$inferSelect;
export type OrderStatus = 'pending' | 'open' | 'closed' | 'cancelled';

/** Locks the account row for the rest of the transaction; every money action on an account starts here. */
export async function lockAccount(tx: Tx, accountId: number) {
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
  return account;
}

/** The trade_fee_type setting, read in the statement's snapshot (an order's fee depends on it). */
const feeTypeSetting = sql<
  string | null
>`(select ${settings.value} from ${settings} where ${settings.key} = 'trade_fee_type')`.as('fee_type');

/**
 * The fee rates of the order's symbol (the placeholder `symbolId`), as text, read in the same snapshot as the
 * fee type: staff edit them while the server runs, and an order's fee is judged on one consistent set. Both
 * tariffs are read; the fee type picks one (orderCommands.feeTermsOf).
 */
const feeRateOfSymbol = (column: typeof symbols.feePerLot | typeof symbols.feeMarginRate) =>
  sql<string | null>`(select fee_symbol.${sql.identifier(column.name)}::text from ${symbols} fee_symbol
  where fee_symbol.id = ${sql.placeholder('symbolId')})`.as(column.name);
const feeTermColumns = {
  feeType: feeTypeSetting,
  feePerLot: feeRateOfSymbol(symbols.feePerLot),
  feeMarginRate: feeRateOfSymbol(symbols.feeMarginRate),
};

/** What an order's fee is computed from, as stored at the moment the order is judged. */
export interface FeeTerms {
  /** trade_fee_type: null when never set (orderCommands.feeTermsOf applies the default) */
  feeType: string | null;
  /** the symbol's fee in USD per lot (paid under fee type 1); null for no such symbol */
  feePerLot: string | null;
  /** the symbol's fee as a fraction of the margin (paid under any other fee type); null for no such symbol */
  feeMarginRate: string | null;
}

function feeTermsOfRow(raw: Record<string, unknown>): FeeTerms {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return { feeType: text(raw.fee_type), feePerLot: text(raw.fee_per_lot), feeMarginRate: text(raw.fee_margin_rate) };
}

const lockWithFeeTerms = preparedStatement<Record<string, unknown>>('lock_account_with_fee_terms', (runner) =>
  runner
    .select({
      ...getTableColumns(accounts),
      ...feeTermColumns,
    })
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .for('update')
    .getSQL(),
);

/**
 * lockAccount plus the fee terms of an order on `symbolId` (the trade_fee_type setting and the symbol's
 * fee rates) in the same round trip: the account row is locked by this statement, the terms read in its
 * snapshot. A named prepared statement built once (preparedStatement: parsed and planned once per connection).
 */
export async function lockAccountWithFeeTerms(tx: Tx, accountId: number, symbolId: number) {
  const [raw] = await lockWithFeeTerms(tx, { accountId, symbolId });
  if (!raw) return undefined;
  return { ...tableRowOf(accounts, raw), ...feeTermsOfRow(raw) };
}

/**
 * The margin-relevant figures of the account's open positions, numbers as text (exact), as one JSON array. (The
 * account is the placeholder: in a one-table select drizzle writes `accounts.id` unqualified, which inside
 * this sub-select would name the order's own id.)
 */
const openPositionsJson = sql`(select coalesce(json_agg(json_build_object(
    'symbolId', open_order.symbol_id, 'side', open_order.side, 'lots', open_order.lots::text,
    'openPrice', open_order.open_price::text, 'margin', open_order.margin::text)), '[]'::json)
  from ${orders} open_order where open_order.account_id = ${sql.placeholder('accountId')}
    and open_order.status = 'open')`.as('open_positions');

/** How many pending orders the account holds (the placeholder is the account, as in openPositionsJson). */
const pendingOrdersCount = sql`(select count(*) from ${orders} pending_order
  where pending_order.account_id = ${sql.placeholder('accountId')} and pending_order.status = 'pending')`;

const accountForOrderStatement = preparedStatement<Record<string, unknown>>('account_for_order_on_symbol', (runner) =>
  runner
    .select({
      balance: accounts.balance,
      lockBalance: accounts.lockBalance,
      revision: accounts.revision,
      ...feeTermColumns,
      openPositions: openPositionsJson,
      pendingOrders: pendingOrdersCount.as('pending_orders'),
    })
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .getSQL(),
);

/** What an order is judged on: the account's balance, lock_balance and revision, the fee terms, its open positions. */
export interface AccountForOrder extends FeeTerms {
  balance: string;
  lockBalance: string;
  revision: number;
  openPositions: PositionFigures[];
  /** how many pending orders it holds */
  pendingOrders: number;
}

function positionFiguresOf(value: unknown): PositionFigures[] {
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(list)) throw new Error('open_positions is not a JSON array');
  return list.map((item: Record<string, unknown>) => ({
    symbolId: Number(item.symbolId),
    side: Number(item.side),
    lots: String(item.lots),
    openPrice: item.openPrice === null ? null : String(item.openPrice),
    margin: String(item.margin),
  }));
}

/**
 * The account as an order on `symbolId` is judged on it, read in ONE statement without a lock (one snapshot:
 * balance, revision, fee terms and open positions from the same moment); undefined for no such account. A write judged on it is
 * made with insertOrderAtRevision, which writes nothing if the revision has moved on since.
 */
export async function accountForOrder(
  runner: Runner,
  accountId: number,
  symbolId: number,
): Promise<AccountForOrder | undefined> {
  const [raw] = await accountForOrderStatement(runner, { accountId, symbolId });
  if (!raw) return undefined;
  return {
    balance: String(raw.balance),
    lockBalance: String(raw.lock_balance),
    revision: toNumber(raw.revision),
    ...feeTermsOfRow(raw),
    openPositions: positionFiguresOf(raw.open_positions),
    pendingOrders: toNumber(raw.pending_orders),
  };
}

/** How many pending orders the account holds (under its row lock, for the locked placement). */
export async function pendingOrdersOf(tx: Tx, accountId: number): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(orders)
    .where(and(eq(orders.accountId, accountId), eq(orders.status, 'pending')));
  return row?.value ?? 0;
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
export async function openOrdersOf(runner: Runner, accountId: number): Promise<StoredOrder[]> {
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

/**
 * An order as it is committed now, with its owner and its account's balance, the order's row share-locked
 * for the rest of the transaction: a stops edit, close or cancel of it waits until the caller has acted on
 * what it read (no account lock is taken, so nothing here waits in the accounts-first order). Undefined for
 * no such order.
 */
export async function shareLockedOrder(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({ order: orders, userId: accounts.userId, balance: accounts.balance })
    .from(orders)
    .innerJoin(accounts, eq(orders.accountId, accounts.id))
    .where(eq(orders.id, orderId))
    .for('share', { of: orders });
  return row;
}

/** An account's orders in one list (0 pending, 1 holding, 3 history). */
function listOf(accountId: number, statuses: OrderStatus[]) {
  return and(eq(orders.accountId, accountId), inArray(orders.status, statuses));
}

/**
 * The rows of one page of a list, newest first, not yet run: the history by when each order closed (its rows
 * show that time; the orders_account_closed index reads them in that order), the live lists by when each was
 * placed.
 */
export function pageQuery(db: Db, accountId: number, statuses: OrderStatus[], page: number, size: number) {
  const history = statuses.every((status) => status === 'closed' || status === 'cancelled');
  const newestFirst = history ? [sql`${orders.closedAt} desc nulls last`, desc(orders.id)] : [desc(orders.id)];
  return db
    .select()
    .from(orders)
    .where(listOf(accountId, statuses))
    .orderBy(...newestFirst)
    .limit(size)
    .offset((page - 1) * size);
}

/** A page of one of the account's lists and how many orders the list holds. */
export async function pageOfOrders(db: Db, accountId: number, statuses: OrderStatus[], page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    pageQuery(db, accountId, statuses, page, size),
    db.select({ value: count() }).from(orders).where(listOf(accountId, statuses)),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Every order still live (open or pending), to rebuild the engine's indexes after a restart. */
export async function liveOrders(db: Db): Promise<(StoredOrder & { userId: number })[]> {
  const rows = await db
    .select({ order: orders, userId: accounts.userId })
    .from(orders)
    .innerJoin(accounts, eq(orders.accountId, accounts.id))
    .where(inArray(orders.status, ['open', 'pending']));
  return rows.map(({ order, userId }) => ({ ...order, userId }));
}
