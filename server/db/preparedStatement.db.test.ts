import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/testDatabases.ts';
import type { DatabaseHandle } from './database.ts';
import { preparedStatement } from './preparedStatement.ts';
import { settings } from './schema.ts';

const writeSetting = preparedStatement<{ key: string; value: string }>(
  'test_write_setting',
  () =>
    sql`insert into ${settings} (key, value) values (${sql.placeholder('key')}, ${sql.placeholder('value')})
      returning key, value`,
);

describe.each(testDatabases())('prepared statements on $name', (target) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await target.open();
  });

  afterAll(async () => {
    await database?.close();
  });

  async function storedKeys(keys: string[]) {
    const rows = await database.db.select().from(settings).where(inArray(settings.key, keys));
    return rows.map((row) => `${row.key}=${row.value}`).sort();
  }

  it('runs each time with its own values, in the transaction it is given', async () => {
    const committed = await database.db.transaction(async (tx) => [
      await writeSetting(tx, { key: 'prepared_a', value: '1' }),
      await writeSetting(tx, { key: 'prepared_b', value: '2' }),
    ]);
    expect(committed).toEqual([[{ key: 'prepared_a', value: '1' }], [{ key: 'prepared_b', value: '2' }]]);

    const rolledBack = database.db.transaction(async (tx) => {
      await writeSetting(tx, { key: 'prepared_c', value: '3' });
      throw new Error('roll back');
    });
    await expect(rolledBack).rejects.toThrow('roll back');
    expect(await storedKeys(['prepared_a', 'prepared_b', 'prepared_c'])).toEqual(['prepared_a=1', 'prepared_b=2']);
  });
});
