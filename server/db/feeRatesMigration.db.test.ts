import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Big from 'big.js';
import { asc, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../testing/testDatabases.ts';
import { type DatabaseHandle, openDatabase, pgliteHandle } from './database.ts';
import { queryRows } from './rows.ts';
import { symbols } from './schema.ts';
import { SYMBOL_SEEDS } from './seed/symbols.data.ts';

// 0017_symbol_fee_rates splits symbols.fee_rate (one number whose unit was the trade_fee_type in force) into
// fee_per_lot and fee_margin_rate: the stored number goes to the column of the type in force, the other
// column gets the seed's rate. Each database here is migrated up to the migration before, filled as a
// running broker's would be, then migrated to the end.

const MIGRATIONS = path.join(import.meta.dirname, 'migrations');
const SPLIT = '0017_symbol_fee_rates';

interface Journal {
  entries: { tag: string }[];
}

/** A copy of the migrations folder whose journal ends before the split. */
function migrationsBeforeSplit(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'pipwave-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const file = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as Journal;
  const split = journal.entries.findIndex((entry) => entry.tag === SPLIT);
  expect(split).toBeGreaterThan(0);
  writeFileSync(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, split) }));
  return folder;
}

type Kind = 'pglite' | 'postgres';

/**
 * Opens, at each call of what it returns, a new database of `kind` migrated up to the migration before the
 * split: each starts as a copy of one migrated here once (PGlite's initdb and the migrations take seconds).
 */
async function databasesBeforeSplit(kind: Kind, folder: string, scratch: ScratchDatabase[]) {
  if (kind === 'pglite') {
    const client = new PGlite();
    await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
    await client.exec('CHECKPOINT');
    const template = await client.dumpDataDir('none');
    await client.close();
    return () => pgliteHandle(new PGlite({ loadDataDir: template }));
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL');
  const template = await createScratchDatabase(url, 'pipwave_test');
  scratch.push(template);
  const pool = new pg.Pool({ connectionString: template.url, max: 1 });
  await migrateNodePg(drizzleNodePg(pool), { migrationsFolder: folder });
  await pool.end();
  return async () => {
    const database = await createScratchDatabase(url, 'pipwave_test', template.name);
    scratch.push(database);
    return openDatabase({ kind: 'postgres', url: database.url });
  };
}

/** Every seeded symbol plus one the seed does not know, each with `rate(index)` as its fee_rate. */
async function fillBeforeSplit(handle: DatabaseHandle, rate: (index: number) => string, feeType: string | null) {
  await handle.db.execute(sql`insert into categories (code, name_trans, sort) values ('forex', '{}', 1)`);
  const codes = [...SYMBOL_SEEDS.map((seed) => seed.code), 'ODD1'];
  for (const [index, code] of codes.entries()) {
    await handle.db.execute(sql`insert into symbols (code, show_code, name, logo, category_id, base_currency,
      quote_currency, price_precision, lot_step, min_lots, contract_size, fee_rate, margin_mode, leverage_options,
      reference_price, typical_spread, annual_volatility, sort)
      values (${code}, ${code}, ${code}, '', (select id from categories), 'EUR', 'USD', 5, '0.01', '0.01',
        '100000', ${rate(index)}, 2, '[100]', '1.1', '0.0001', '0.08', ${index + 1})`);
  }
  if (feeType !== null) {
    await handle.db.execute(sql`insert into settings (key, value) values ('trade_fee_type', ${feeType})`);
  }
  return codes;
}

const kinds: Kind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

describe.each(kinds)('migration 0017 (two fee rates per symbol) on %s', (kind) => {
  let folder: string;
  const scratch: ScratchDatabase[] = [];
  let databaseBeforeSplit: () => Promise<DatabaseHandle>;
  let handle: DatabaseHandle | undefined;

  beforeAll(async () => {
    folder = migrationsBeforeSplit();
    databaseBeforeSplit = await databasesBeforeSplit(kind, folder, scratch);
  });
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });
  afterAll(async () => {
    for (const database of scratch.splice(0).reverse()) await database.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  const scenarios = [
    {
      name: 'under the per-lot fee type, carries each rate into fee_per_lot and gives fee_margin_rate the seed rate',
      feeType: '1',
      rate: (index: number) => `${index + 1}.125`,
      carried: 'feePerLot',
      seeded: 'feeMarginRate',
    },
    {
      name: 'under the default margin fee type (never set), carries each rate into fee_margin_rate and gives fee_per_lot the seed rate',
      feeType: null,
      rate: (index: number) => `0.000${index + 10}`,
      carried: 'feeMarginRate',
      seeded: 'feePerLot',
    },
  ] as const;

  it.each(scenarios)('$name', async ({ feeType, rate, carried, seeded }) => {
    handle = await databaseBeforeSplit();
    const codes = await fillBeforeSplit(handle, rate, feeType);
    await handle.migrate();
    const rows = await handle.db.select().from(symbols).orderBy(asc(symbols.sort));
    expect(rows.map((row) => row.code)).toEqual(codes);
    for (const [index, row] of rows.entries()) {
      expect(new Big(row[carried]).eq(rate(index)), row.code).toBe(true);
      const seed = SYMBOL_SEEDS.find((symbol) => symbol.code === row.code);
      expect(new Big(row[seeded]).eq(seed?.[seeded] ?? '0'), row.code).toBe(true);
    }
    // the old column is gone: nothing can read it in the wrong unit again
    const columns = await queryRows<{ name: string }>(
      handle.db,
      sql`select column_name as name from information_schema.columns where table_name = 'symbols' and column_name like 'fee%'`,
    );
    expect(columns.map((column) => column.name).sort()).toEqual(['fee_margin_rate', 'fee_per_lot']);
  });
});
