import { and, count, eq, gt, sql, sum } from 'drizzle-orm';
import { uploads } from '../db/schema.ts';
import type { Tx } from '../ledger/transaction.ts';

/** What one user may upload in an hour (stored bytes, after re-encoding). */
export interface UploadQuota {
  files: number;
  bytes: number;
}

export const DEFAULT_UPLOAD_QUOTA: UploadQuota = { files: 20, bytes: 40 * 1024 * 1024 };
export const QUOTA_WINDOW_MS = 60 * 60_000;

export class QuotaExceeded extends Error {
  constructor(readonly quota: UploadQuota) {
    super('upload quota exceeded');
    this.name = 'QuotaExceeded';
  }
}

/**
 * Holds the user's upload lock for the rest of the transaction and refuses when `adding` more bytes would
 * pass the hourly quota, so parallel uploads are counted one after another and cannot outrun it.
 */
export async function claimUploadQuota(tx: Tx, userId: number, adding: number, quota: UploadQuota, now: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_LOCK_SPACE}, ${userId})`);
  const [used] = await tx
    .select({ files: count(), bytes: sum(uploads.bytes) })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), gt(uploads.createdAt, new Date(now - QUOTA_WINDOW_MS))));
  const files = used?.files ?? 0;
  const bytes = Number(used?.bytes ?? 0);
  if (files + 1 > quota.files || bytes + adding > quota.bytes) throw new QuotaExceeded(quota);
}

/** First key of the advisory lock (the second is the user id): "upld". */
const UPLOAD_LOCK_SPACE = 0x75706c64;
