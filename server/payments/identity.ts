import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { type IdentityCenter, REVIEW_STATUS } from '../../protocol/schemas/payments.ts';
import type { AdminIdentity, AdminReviewReply } from '../../protocol/schemas/paymentsAdmin.ts';
import { publicUid } from '../accounts/userInfo.ts';
import type { Db } from '../db/database.ts';
import { identityChecks, users } from '../db/schema.ts';
import type { Tx } from '../ledger/transaction.ts';
import type { Result } from '../refusal.ts';
import { recordAudit } from './audit.ts';
import { decideOnce, type NoSuchRecord } from './review.ts';
import { findOwnUpload, urlsOfUploads } from './uploadsOwned.ts';

/** Every way identity verification says no, as data; only the routes turn it into the envelope. */
export type IdentityRefusal =
  | {
      code: 'invalidParams';
      key:
        | 'nameRequired'
        | 'nameInvalid'
        | 'cardIdRequired'
        | 'cardIdInvalid'
        | 'picturesRequired'
        | 'imageNotYours'
        | 'identityWaiting'
        | 'identityVerified';
    }
  | NoSuchRecord;

export type IdentityResult<T> = Result<T, IdentityRefusal>;

function refusedBecause(key: Extract<IdentityRefusal, { code: 'invalidParams' }>['key']): IdentityResult<never> {
  return { ok: false, refusal: { code: 'invalidParams', key } };
}

/** A person's name: at least two letters (any script), and only letters, marks, spaces, dots, apostrophes, hyphens. */
const PERSON_NAME = /^(?=(?:.*\p{L}){2})[\p{L}\p{M} .'’-]+$/u;
/** A document number: 4 to 40 letters and digits, spaces or hyphens only between them. */
const DOCUMENT_NUMBER = /^(?=(?:.*[\p{L}\p{N}]){4})[\p{L}\p{N}](?:[\p{L}\p{N} -]{0,38}[\p{L}\p{N}])?$/u;

/** Names compare after Unicode normalisation, trimming, collapsing spaces and ignoring case. */
export function normaliseName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/** All but the last 4 characters hidden. */
export function maskCardId(cardId: string): string {
  return cardId.length <= 4 ? cardId : `${'*'.repeat(cardId.length - 4)}${cardId.slice(-4)}`;
}

async function latestCheck(db: Db | Tx, userId: number) {
  const [row] = await db
    .select()
    .from(identityChecks)
    .where(eq(identityChecks.userId, userId))
    .orderBy(desc(identityChecks.id))
    .limit(1);
  return row;
}

/** `user_real/center`: 0 form, 1 waiting, 2 verified, 3 rejected (with the reason; the form again). */
export async function identityCenter(db: Db, userId: number): Promise<IdentityCenter> {
  const row = await latestCheck(db, userId);
  if (!row) return { review_status: REVIEW_STATUS.form, name: '', card_id: '', reason: '' };
  return { review_status: row.status, name: row.name, card_id: maskCardId(row.cardId), reason: row.reason };
}

/** The verified real name, or null when the user is not verified. */
export async function verifiedName(db: Db | Tx, userId: number): Promise<string | null> {
  const row = await latestCheck(db, userId);
  return row?.status === REVIEW_STATUS.verified ? row.name : null;
}

/** `user_real/real_name`: a new submission, allowed with no earlier one or after a rejection. */
export async function submitIdentity(
  db: Db,
  userId: number,
  input: { name: string; cardId: string; frontUrl: string; reverseUrl: string },
  now: number,
): Promise<IdentityResult<IdentityCenter>> {
  const name = input.name.normalize('NFKC').trim().replace(/\s+/g, ' ');
  const cardId = input.cardId.normalize('NFKC').trim();
  if (!name) return refusedBecause('nameRequired');
  if (!PERSON_NAME.test(name)) return refusedBecause('nameInvalid');
  if (!cardId) return refusedBecause('cardIdRequired');
  if (!DOCUMENT_NUMBER.test(cardId)) return refusedBecause('cardIdInvalid');
  if (!input.frontUrl.trim() || !input.reverseUrl.trim()) return refusedBecause('picturesRequired');
  const frontUploadId = await findOwnUpload(db, userId, input.frontUrl);
  const reverseUploadId = await findOwnUpload(db, userId, input.reverseUrl);
  if (frontUploadId === undefined || reverseUploadId === undefined) return refusedBecause('imageNotYours');
  const refusal = await db.transaction(async (tx) => {
    // Serialise a user's submissions on their user row, so two at once cannot both be "waiting".
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const latest = await latestCheck(tx, userId);
    if (latest?.status === REVIEW_STATUS.waiting) return refusedBecause('identityWaiting');
    if (latest?.status === REVIEW_STATUS.verified) return refusedBecause('identityVerified');
    await tx.insert(identityChecks).values({
      userId,
      name,
      cardId,
      frontUploadId,
      reverseUploadId,
      status: REVIEW_STATUS.waiting,
      createdAt: new Date(now),
    });
    return undefined;
  });
  return refusal ?? { ok: true, value: await identityCenter(db, userId) };
}

export async function listIdentityForStaff(db: Db, status: number | undefined, page: number, size: number) {
  const where: SQL | undefined = status === undefined ? undefined : eq(identityChecks.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select({ check: identityChecks, email: users.email })
      .from(identityChecks)
      .innerJoin(users, eq(users.id, identityChecks.userId))
      .where(where)
      .orderBy(desc(identityChecks.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ value: count() }).from(identityChecks).where(where),
  ]);
  const urls = await urlsOfUploads(
    db,
    rows.flatMap(({ check }) => [check.frontUploadId, check.reverseUploadId]),
  );
  const data: AdminIdentity[] = rows.map(({ check, email }) => ({
    id: check.id,
    user_id: check.userId,
    uid: publicUid(check.userId),
    email: email ?? '',
    name: check.name,
    card_id: check.cardId,
    front_pic: urls.get(check.frontUploadId) ?? '',
    reverse_pic: urls.get(check.reverseUploadId) ?? '',
    status: check.status,
    reason: check.reason,
    created_at: check.createdAt.toISOString(),
  }));
  return { data, total: total?.value ?? 0 };
}

/** Verifies or rejects a waiting submission (guarded 1 -> 2|3 transition; a repeat changes nothing). */
export async function reviewIdentity(
  db: Db,
  staffId: number,
  id: number,
  approve: boolean,
  reason: string,
  now: number,
): Promise<IdentityResult<AdminReviewReply>> {
  const status = approve ? REVIEW_STATUS.verified : REVIEW_STATUS.rejected;
  return decideOnce(db, id, status, {
    async claim(tx) {
      const [row] = await tx
        .update(identityChecks)
        .set({ status, reason, reviewedBy: staffId, reviewedAt: new Date(now) })
        .where(and(eq(identityChecks.id, id), eq(identityChecks.status, REVIEW_STATUS.waiting)))
        .returning();
      return row;
    },
    async currentStatus(tx) {
      const [current] = await tx
        .select({ status: identityChecks.status })
        .from(identityChecks)
        .where(eq(identityChecks.id, id));
      return current?.status;
    },
    async apply(tx, row) {
      await recordAudit(tx, staffId, approve ? 'identity.approve' : 'identity.reject', id, {
        user_id: row.userId,
        reason: reason || null,
      });
    },
  });
}
