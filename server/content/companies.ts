import { asc, ilike } from 'drizzle-orm';
import type { Company } from '../../protocol/schemas/company.ts';
import type { Db } from '../db/database.ts';
import { companies } from '../db/schema.ts';

/** A LIKE pattern that finds `text` anywhere, with %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Companies whose name contains `name` (case-insensitive), all of them when it is blank. */
export async function searchCompanies(db: Db, name: string): Promise<Company[]> {
  const query = name.trim();
  const rows = await db
    .select()
    .from(companies)
    .where(query === '' ? undefined : ilike(companies.name, containsPattern(query)))
    .orderBy(asc(companies.sort))
    .limit(50);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    logo: row.logo,
    url: row.url,
    subject: row.subject,
    registered_address: row.registeredAddress,
    location: row.location,
    email: row.email,
  }));
}
