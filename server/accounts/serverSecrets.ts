import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { serverSecrets } from '../db/schema.ts';
import { randomToken } from './secrets.ts';

/**
 * The server's own secret called `name`: 256 random bits written to the database the first time any process
 * asks, then the same value for every process and after every restart.
 */
export async function serverSecret(db: Db, name: string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: randomToken() }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} could not be stored`);
  return row.value;
}
