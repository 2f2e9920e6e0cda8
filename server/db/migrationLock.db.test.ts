import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../testing/testDatabases.ts';
import { MIGRATION_LOCK_KEY } from './advisoryLock.ts';
import { type DatabaseHandle, openDatabase } from './database.ts';

const JOURNAL = path.join(import.meta.dirname, 'migrations', 'meta', '_journal.json');
const MIGRATIONS = (JSON.parse(readFileSync(JOURNAL, 'utf8')) as { entries: unknown[] }).entries.length;

/** Two sessions on one database are PostgreSQL's: PGlite is one process's file, nothing to race. */
function postgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('the migration lock tests need PostgreSQL: set TEST_DATABASE_URL (CI does)');
  return url;
}

describe('migrations on PostgreSQL when processes start at once', () => {
  let scratch: ScratchDatabase | undefined;
  const handles: DatabaseHandle[] = [];

  afterEach(async () => {
    for (const handle of handles.splice(0)) await handle.close();
    await scratch?.drop();
  });

  async function appliedMigrations(url: string): Promise<number> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ count: string }>('SELECT count(*) FROM drizzle.__drizzle_migrations');
    await client.end();
    return Number(rows[0]?.count);
  }

  it('lets three processes migrate a fresh database together: each succeeds, every migration applied once', async () => {
    scratch = await createScratchDatabase(postgresUrl(), 'pipwave_test');
    for (let index = 0; index < 3; index += 1) handles.push(await openDatabase({ kind: 'postgres', url: scratch.url }));
    const results = await Promise.allSettled(handles.map((handle) => handle.migrate()));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(await appliedMigrations(scratch.url)).toBe(MIGRATIONS);
  });

  it('waits while another process holds the migration lock, and migrates once it is free', async () => {
    scratch = await createScratchDatabase(postgresUrl(), 'pipwave_test');
    const other = new pg.Client({ connectionString: scratch.url });
    await other.connect();
    await other.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
    handles.push(handle);
    let done = false;
    const migrating = handle.migrate().then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(done).toBe(false);
    await other.end(); // the holder's session ends: its lock with it
    await migrating;
    expect(await appliedMigrations(scratch.url)).toBe(MIGRATIONS);
  });
});
