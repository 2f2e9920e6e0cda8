import { and, eq, gt, isNull } from 'drizzle-orm';
import { PASSWORD_MIN_LENGTH } from '../../protocol/passwords.ts';
import { normaliseEmail } from '../accounts/identity.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { randomToken, sha256Hex } from '../accounts/secrets.ts';
import { SESSION_TTL_MS } from '../accounts/sessions.ts';
import type { Db } from '../db/database.ts';
import { staffSessions, staffUsers } from '../db/schema.ts';
import { recordAudit } from '../payments/audit.ts';
import { newTotpSecret, totpUri } from './totp.ts';

export type StaffRow = typeof staffUsers.$inferSelect;

/** Staff sessions last a working day, not a month. */
export const STAFF_SESSION_TTL_MS = Math.min(SESSION_TTL_MS, 12 * 60 * 60_000);

export class StaffInputError extends Error {}

/** Creates a staff account, or changes the password of an existing one (the CLI's `create`). */
export async function upsertStaff(db: Db, rawEmail: string, password: string): Promise<'created' | 'updated'> {
  const email = normaliseEmail(rawEmail);
  if (!email) throw new StaffInputError(`not an e-mail address: ${rawEmail}`);
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new StaffInputError(`the password needs at least ${PASSWORD_MIN_LENGTH} characters`);
  }
  const passwordHash = await hashPassword(password);
  const [existing] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email));
  if (existing) {
    await db.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, existing.id));
    await db.update(staffSessions).set({ revokedAt: new Date() }).where(eq(staffSessions.staffId, existing.id));
    return 'updated';
  }
  await db.insert(staffUsers).values({ email, passwordHash });
  return 'created';
}

export interface TotpEnrolment {
  /** base32, for typing into an authenticator app by hand */
  secret: string;
  /** otpauth:// URI, for a QR code */
  uri: string;
}

/**
 * Gives the staff account a new TOTP secret (its second factor): codes of the old one stop working and the
 * account's sessions end. Undefined when there is no such staff account.
 */
export async function enrolTotp(db: Db, rawEmail: string): Promise<TotpEnrolment | undefined> {
  const email = normaliseEmail(rawEmail);
  if (!email) throw new StaffInputError(`not an e-mail address: ${rawEmail}`);
  const secret = newTotpSecret();
  const [staff] = await db
    .update(staffUsers)
    .set({ totpSecret: secret, totpLastStep: null })
    .where(eq(staffUsers.email, email))
    .returning({ id: staffUsers.id });
  if (!staff) return undefined;
  await db.update(staffSessions).set({ revokedAt: new Date() }).where(eq(staffSessions.staffId, staff.id));
  return { secret, uri: totpUri(secret, email) };
}

export async function findStaffByEmail(db: Db, rawEmail: string): Promise<StaffRow | undefined> {
  const email = normaliseEmail(rawEmail);
  if (!email) return undefined;
  const [staff] = await db.select().from(staffUsers).where(eq(staffUsers.email, email));
  return staff;
}

export async function openStaffSession(db: Db, staffId: number, now: number): Promise<string> {
  const token = randomToken();
  await db.insert(staffSessions).values({
    staffId,
    tokenHash: sha256Hex(token),
    createdAt: new Date(now),
    expiresAt: new Date(now + STAFF_SESSION_TTL_MS),
  });
  await db
    .update(staffUsers)
    .set({ lastLoginAt: new Date(now) })
    .where(eq(staffUsers.id, staffId));
  return token;
}

export async function findStaffBySession(db: Db, token: string, now: number) {
  const [row] = await db
    .select({ sessionId: staffSessions.id, id: staffUsers.id, email: staffUsers.email })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, sha256Hex(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, new Date(now)),
      ),
    );
  return row;
}

/** A staff log-out: the session ends and the audit log says so, in one transaction. */
export async function endStaffSession(db: Db, staff: { id: number; sessionId: number }, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(staffSessions)
      .set({ revokedAt: new Date(now) })
      .where(eq(staffSessions.id, staff.sessionId));
    await recordAudit(tx, staff.id, 'staff.logout', null, { session: staff.sessionId });
  });
}
