import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { normaliseEmail } from '../accounts/identity.ts';
import { verifyPassword } from '../accounts/passwords.ts';
import type { Db } from '../db/database.ts';
import { staffUsers } from '../db/schema.ts';
import { addressKey } from '../limits/addressKey.ts';
import type { Limiters } from '../limits/limiters.ts';
import { recordAudit } from '../payments/audit.ts';
import { findStaffByEmail } from './staff.ts';
import { totpStep } from './totp.ts';

/** The first lock-out lasts a minute; each further one within a day doubles it, up to an hour. */
export const FIRST_LOCK_MS = 60_000;
export const LONGEST_LOCK_MS = 60 * 60_000;

export type StaffLoginRefusal =
  | 'tooManyFromAddress'
  | 'locked'
  | 'unknownEmail'
  | 'wrongPassword'
  | 'noSecondFactor'
  | 'wrongCode'
  | 'replayedCode';

export type StaffLoginOutcome =
  | { ok: true; staffId: number }
  | { ok: false; reason: StaffLoginRefusal; staffId: number | null; retryAfterMs?: number };

export interface StaffLoginAttempt {
  email: string;
  password: string;
  /** the authenticator app's current 6-digit code */
  code: string | undefined;
  /** the client's address as Fastify computes it under TRUST_PROXY */
  ip: string;
  now: number;
}

/** How long the `lockouts`-th lock-out of the day lasts. */
export function lockDurationMs(lockouts: number): number {
  return Math.min(LONGEST_LOCK_MS, FIRST_LOCK_MS * 2 ** Math.max(0, lockouts - 1));
}

/** What a lock-out counter is filed under: the normalised e-mail, or what was typed (unknown ones lock too). */
function accountKeyOf(rawEmail: string): string {
  return normaliseEmail(rawEmail) ?? rawEmail.trim().toLowerCase();
}

/**
 * Counts the attempt against the e-mail *before* the password is checked; the attempt past the allowance
 * locks the e-mail with a back-off (1 min, 2, 4, … 60), during which even the right password is refused.
 */
async function takeAttempt(limiters: Limiters, accountKey: string): Promise<number | null> {
  const attempt = await limiters.consume('staffLoginFailures', accountKey);
  if (attempt.allowed) return null;
  // Only the attempt that crossed the allowance sets the lock; later ones see the lock it set.
  if (attempt.count !== limiters.rules.staffLoginFailures.max + 1) return attempt.retryAfterMs;
  const lockouts = await limiters.consume('staffLockouts', accountKey);
  const lockMs = lockDurationMs(lockouts.count);
  await limiters.block('staffLoginFailures', accountKey, lockMs);
  return lockMs;
}

/** Marks the code's time step used, atomically: of two log-ins with the same code only one gets through. */
async function claimTotpStep(db: Db, staffId: number, step: number): Promise<boolean> {
  const claimed = await db
    .update(staffUsers)
    .set({ totpLastStep: step })
    .where(and(eq(staffUsers.id, staffId), or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step))))
    .returning({ id: staffUsers.id });
  return claimed.length === 1;
}

async function decide(db: Db, limiters: Limiters, attempt: StaffLoginAttempt): Promise<StaffLoginOutcome> {
  const fromAddress = await limiters.consume('staffLoginPerIp', addressKey(attempt.ip));
  if (!fromAddress.allowed) {
    return { ok: false, reason: 'tooManyFromAddress', staffId: null, retryAfterMs: fromAddress.retryAfterMs };
  }
  const accountKey = accountKeyOf(attempt.email);
  const lockedForMs = await takeAttempt(limiters, accountKey);
  const staff = await findStaffByEmail(db, attempt.email);
  const staffId = staff?.id ?? null;
  if (lockedForMs !== null) return { ok: false, reason: 'locked', staffId, retryAfterMs: lockedForMs };
  const passwordOk = await verifyPassword(staff?.passwordHash, attempt.password);
  if (!staff) return { ok: false, reason: 'unknownEmail', staffId };
  if (!passwordOk) return { ok: false, reason: 'wrongPassword', staffId };
  if (!staff.totpSecret) return { ok: false, reason: 'noSecondFactor', staffId };
  const step = totpStep(staff.totpSecret, attempt.code ?? '', attempt.now);
  if (step === null) return { ok: false, reason: 'wrongCode', staffId };
  if (!(await claimTotpStep(db, staff.id, step))) return { ok: false, reason: 'replayedCode', staffId };
  await limiters.reset('staffLoginFailures', accountKey);
  await limiters.reset('staffLockouts', accountKey);
  return { ok: true, staffId: staff.id };
}

/**
 * A back-office log-in: per-address limit, per-account lock-out with back-off, password, then a single-use
 * TOTP code. Every attempt, whatever its outcome, is written to the staff audit log with the address.
 */
export async function attemptStaffLogin(
  db: Db,
  limiters: Limiters,
  attempt: StaffLoginAttempt,
): Promise<StaffLoginOutcome> {
  const outcome = await decide(db, limiters, attempt);
  const detail = { ip: attempt.ip, email: attempt.email.trim().slice(0, 254) };
  if (outcome.ok) await recordAudit(db, outcome.staffId, 'staff.login', null, detail);
  else await recordAudit(db, outcome.staffId, 'staff.login.failed', null, { ...detail, reason: outcome.reason });
  return outcome;
}
