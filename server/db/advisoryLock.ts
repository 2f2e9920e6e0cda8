import pg from 'pg';

/** The advisory lock every process takes to migrate a PostgreSQL database (the engine leader's is 7,126,001). */
export const MIGRATION_LOCK_KEY = 7_126_002;

/**
 * Runs `work` while holding PostgreSQL's session advisory lock `key` on a connection of its own: a process
 * that asks while another holds it waits until that one is done. The lock ends with the connection, so a
 * process that dies holding it frees it.
 */
export async function withAdvisoryLock<T>(url: string, key: number, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]);
    }
  } finally {
    await client.end();
  }
}
