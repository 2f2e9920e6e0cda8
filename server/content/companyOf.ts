import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { companies } from '../db/schema.ts';

/** Whether a provider company with this id exists (a cookie or link naming another is ignored). */
export async function companyExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id)).limit(1);
  return rows.length > 0;
}
