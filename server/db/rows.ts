import { getTableColumns, type SQL, type Table } from 'drizzle-orm';
import type { Db } from './database.ts';

function hasRows(value: unknown): value is { rows: unknown[] } {
  return typeof value === 'object' && value !== null && 'rows' in value && Array.isArray(value.rows);
}

/**
 * Runs raw SQL and returns its rows; both drivers (PGlite, node-postgres) answer with `{ rows }`.
 * The row type is the caller's word for the SELECT list it wrote.
 */
export async function queryRows<Row>(db: Pick<Db, 'execute'>, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  if (!hasRows(result)) throw new Error('database reply without rows');
  return result.rows as Row[];
}

/** bigint columns arrive as numbers from PGlite and as strings from node-postgres. */
export function toNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}

/**
 * A row of `table` from raw SQL (`returning *` of a CTE, say): each column read from its database name and
 * mapped as drizzle maps it (bigint to number, numeric to text, …).
 */
export function tableRowOf<T extends Table>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
