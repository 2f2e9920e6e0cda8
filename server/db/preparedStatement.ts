import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/** A database or a transaction of it: anything that runs statements. */
export type Runner = Pick<Db, '_' | 'select' | 'insert' | 'update'>;

const dialect = new PgDialect();

function rowsOf<Row>(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[];
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as Row[];
  }
  throw new Error('database reply without rows');
}

/**
 * A raw SQL statement on the hot path, built once (`sql.placeholder` where values vary) and run as a named
 * prepared statement: drizzle builds its text the first time only, PostgreSQL parses and plans it once per
 * connection (PGlite runs it as any other statement). `build` gets the first runner, to use drizzle's query
 * builders; its text must not depend on the runner or on anything but the placeholders' names. The rows come
 * back as the driver gives them (column names as in the database); the row type is the caller's word for the
 * statement's select list.
 */
export function preparedStatement<Row>(name: string, build: (runner: Runner) => SQL) {
  let query: Query | undefined;
  return async (runner: Runner, values: Record<string, unknown>): Promise<Row[]> => {
    query ??= dialect.sqlToQuery(build(runner));
    const prepared = runner._.session.prepareQuery(query, undefined, name, false);
    return rowsOf<Row>(await prepared.execute(values));
  };
}
