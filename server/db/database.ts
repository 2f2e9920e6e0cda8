import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATION_LOCK_KEY, withAdvisoryLock } from './advisoryLock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type the rest of the server sees, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the numbered SQL migrations that are not applied yet, all in one transaction; on PostgreSQL under
   * an advisory lock, so processes starting at once migrate one after the other (the later ones find
   * nothing left to apply).
   */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  /** `from`: a data directory dumped by PGlite's `dumpDataDir` (tests start from a migrated, seeded copy) */
  | { kind: 'pglite-memory'; from?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection the server drops (restart, DROP DATABASE ... FORCE) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () =>
        withAdvisoryLock(target.url, MIGRATION_LOCK_KEY, () =>
          migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
        ),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (target.kind === 'pglite') {
    mkdirSync(target.dataDir, { recursive: true });
    client = new PGlite(path.join(target.dataDir, 'pglite'));
  } else {
    client = new PGlite(target.from ? { loadDataDir: target.from } : {});
  }
  return pgliteHandle(client);
}

/** The handle over a PGlite client, once it is ready. */
export async function pgliteHandle(client: PGlite): Promise<DatabaseHandle> {
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
