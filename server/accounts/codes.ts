import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { verificationCodes } from '../db/schema.ts';
import { CODE_LENGTH, CODE_TTL_MS, type CodePurpose, codeCheck, resendWaitMs } from './codePolicy.ts';
import { randomDigits, sameDigest, sha256Hex } from './secrets.ts';

function codeDigest(recipient: string, purpose: CodePurpose, code: string): string {
  return sha256Hex(`${purpose}|${recipient}|${code}`);
}

export type IssueResult = { issued: true; code: string } | { issued: false; waitMs: number };

/**
 * `code`: a fresh code to send. `placeholder`: a row that no code matches, for an address that must not
 * receive a code (sign-up of a known address, reset of an unknown one); it holds the resend wait and
 * counts wrong guesses exactly like a real code, so nothing a caller sees tells the two apart.
 */
export type IssueKind = 'code' | 'placeholder';

/** No SHA-256 digest is empty, so `sameDigest` never accepts a placeholder. */
const PLACEHOLDER_HASH = '';

/** First key of the advisory lock a recipient's codes are issued under (the second is a hash of it): "code". */
const CODE_LOCK_SPACE = 0x636f6465;

/**
 * A fresh code (or placeholder) for a recipient, unless one was issued less than 60 s ago; older codes stop
 * working. A placeholder's result carries an empty code. Issued under the recipient's lock: `FOR UPDATE`
 * locks no row before the first code, and does not show a row another transaction inserted meanwhile, so
 * without it parallel requests could each pass the resend wait.
 */
export async function issueCode(
  db: Db,
  recipient: string,
  purpose: CodePurpose,
  now: number,
  kind: IssueKind = 'code',
): Promise<IssueResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CODE_LOCK_SPACE}, hashtext(${`${purpose}|${recipient}`}))`);
    const [last] = await tx
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.recipient, recipient), eq(verificationCodes.purpose, purpose)))
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
      .limit(1)
      .for('update');
    const waitMs = resendWaitMs(last?.createdAt, now);
    if (waitMs > 0) return { issued: false, waitMs };
    const code = kind === 'code' ? randomDigits(CODE_LENGTH) : '';
    await tx.insert(verificationCodes).values({
      recipient,
      purpose,
      codeHash: kind === 'code' ? codeDigest(recipient, purpose, code) : PLACEHOLDER_HASH,
      createdAt: new Date(now),
      expiresAt: new Date(now + CODE_TTL_MS),
    });
    return { issued: true, code };
  });
}

export type CodeVerdict = 'ok' | 'wrong' | 'expired' | 'exhausted';

/**
 * Checks the recipient's latest code and consumes it when right. A wrong guess counts (and stays counted);
 * after 5 wrong guesses even the right code is refused.
 */
export async function consumeCode(
  db: Db,
  recipient: string,
  purpose: CodePurpose,
  code: string,
  now: number,
): Promise<CodeVerdict> {
  return db.transaction(async (tx) => {
    const [latest] = await tx
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.recipient, recipient), eq(verificationCodes.purpose, purpose)))
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
      .limit(1)
      .for('update');
    const check = codeCheck(latest, now);
    if (!latest || check === 'missing') return 'wrong';
    if (check === 'exhausted') return 'exhausted';
    if (check === 'expired') return 'expired';
    if (!sameDigest(latest.codeHash, codeDigest(recipient, purpose, code.trim()))) {
      await tx
        .update(verificationCodes)
        .set({ attempts: latest.attempts + 1 })
        .where(eq(verificationCodes.id, latest.id));
      return 'wrong';
    }
    await tx
      .update(verificationCodes)
      .set({ consumedAt: new Date(now) })
      .where(eq(verificationCodes.id, latest.id));
    return 'ok';
  });
}
