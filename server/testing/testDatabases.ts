import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { seedReferenceData } from '../db/seed/seed.ts';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated and seeded database; `close` removes every trace of it. */
  open(): Promise<DatabaseHandle>;
}

let pgliteTemplate: Blob | undefined;

/**
 * Later PGlite test databases start as copies of `file` (written by `writePgliteTemplate`, once per test
 * run) instead of being made, migrated and seeded anew.
 */
export function startPgliteDatabasesFrom(file: string): void {
  pgliteTemplate = new Blob([readFileSync(file)]);
}

const pgliteTarget: TestDatabase = {
  name: 'pglite',
  async open() {
    const handle = await openDatabase({ kind: 'pglite-memory', from: pgliteTemplate });
    // on a copy of the template (made in this run) this finds nothing to apply
    await handle.migrate();
    if (!pgliteTemplate) await seedReferenceData(handle.db);
    return handle;
  },
};

export interface ScratchDatabase {
  name: string;
  url: string;
  /** Drops it, whoever is still connected. */
  drop(): Promise<void>;
}

/**
 * A new database `<prefix>_<random>` on the PostgreSQL server of `adminUrl`: empty, or a copy of the
 * database `template` (which nobody may be connected to).
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<ScratchDatabase> {
  const databaseName = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return {
    name: databaseName,
    url: url.toString(),
    async drop() {
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}

let postgresTemplate: string | undefined;

/**
 * Later PostgreSQL test databases are copies of the database `name` (made by `createPostgresTemplate`, once
 * per test run) instead of being migrated and seeded anew.
 */
export function startPostgresDatabasesFrom(name: string): void {
  postgresTemplate = name;
}

/**
 * A migrated, seeded database on the server of `adminUrl` for test databases to be copied from. It takes no
 * connections once made: a copy is refused while anyone is connected to its template.
 */
export async function createPostgresTemplate(adminUrl: string): Promise<ScratchDatabase> {
  const template = await createScratchDatabase(adminUrl, 'pipwave_template');
  const handle = await openDatabase({ kind: 'postgres', url: template.url, poolSize: 1 });
  try {
    await handle.migrate();
    await seedReferenceData(handle.db);
  } finally {
    await handle.close();
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`ALTER DATABASE ${template.name} WITH ALLOW_CONNECTIONS false`);
  await admin.end();
  return template;
}

/** A throw-away database on the PostgreSQL server named by TEST_DATABASE_URL, dropped on close. */
function postgresTarget(adminUrl: string): TestDatabase {
  return {
    name: 'postgres',
    async open() {
      const scratch = await createScratchDatabase(adminUrl, 'pipwave_test', postgresTemplate);
      const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
      // on a copy of the template (made in this run) this finds nothing to apply
      await handle.migrate();
      if (!postgresTemplate) await seedReferenceData(handle.db);
      return {
        ...handle,
        async close() {
          await handle.close();
          await scratch.drop();
        },
      };
    },
  };
}

/**
 * Every database the server tests must pass on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set
 * (always in CI, where .ci/run sets it).
 */
export function testDatabases(): TestDatabase[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pgliteTarget, postgresTarget(url)] : [pgliteTarget];
}
