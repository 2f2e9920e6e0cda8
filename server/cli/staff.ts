import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { StaffInputError, upsertStaff } from '../staff/staff.ts';

const USAGE = 'usage: npm run staff -- create --email E --password P';

/** `npm run staff -- create --email E --password P`: the only way to make a back-office account. */
async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' } },
  });
  if (positionals[0] !== 'create' || !values.email || !values.password) {
    console.error(USAGE);
    return 2;
  }
  const config = readConfig();
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    const outcome = await upsertStaff(database.db, values.email, values.password);
    console.log(`staff ${values.email} ${outcome}`);
    return 0;
  } catch (error) {
    if (error instanceof StaffInputError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
