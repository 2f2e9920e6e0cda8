import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { uploads } from '../db/schema.ts';
import type { Tx } from '../ledger/transaction.ts';
import { imageUrl, nameOfImageUrl } from '../uploads/imageStore.ts';

/** The upload id behind an image url, only when `userId` uploaded it; undefined otherwise. */
export async function findOwnUpload(db: Db | Tx, userId: number, url: string): Promise<number | undefined> {
  const name = nameOfImageUrl(url.trim());
  const [row] = name
    ? await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.name, name), eq(uploads.userId, userId)))
    : [];
  return row?.id;
}

/** Image urls of uploads by id (for records that show their proof or documents). */
export async function urlsOfUploads(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: uploads.id, name: uploads.name })
    .from(uploads)
    .where(inArray(uploads.id, [...ids]));
  return new Map(rows.map((row) => [row.id, imageUrl(row.name)]));
}
