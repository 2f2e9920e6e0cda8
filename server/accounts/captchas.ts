import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { type CaptchaChallenge, CaptchaPayload } from '../../protocol/schemas/captcha.ts';
import type { Db } from '../db/database.ts';
import { captchaSpent } from '../db/schema.ts';
import { serverSecret } from './serverSecrets.ts';

/** PBKDF2 runs natively in every browser's WebCrypto, so an honest phone pays about what a script pays. */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
export const CAPTCHA_TTL_MS = 5 * 60_000;

/**
 * How much work one captcha costs a solver: the answer is a counter drawn between `maxNumber / 2` and
 * `maxNumber`, and each counter tried costs one PBKDF2 derivation of `cost` iterations.
 */
export interface CaptchaWork {
  cost: number;
  maxNumber: number;
}

/**
 * On average 4,500 tries of 1,000 PBKDF2 iterations: 2,250 tries took 0.5 s in headless Chromium on a busy
 * 2-core server, so about 1 s on a desktop and a few seconds on a slow phone, and as much CPU time for a
 * script per captcha. CAPTCHA_COST and CAPTCHA_MAX_NUMBER change it.
 */
export const DEFAULT_CAPTCHA_WORK: CaptchaWork = { cost: 1_000, maxNumber: 6_000 };

interface CaptchaSecrets {
  /** Signs the challenge's parameters. */
  signature: string;
  /** Signs the expected derived key, so checking an answer is one HMAC. */
  key: string;
}

const secretsByDb = new WeakMap<Db, Promise<CaptchaSecrets>>();

function captchaSecrets(db: Db): Promise<CaptchaSecrets> {
  let secrets = secretsByDb.get(db);
  if (!secrets) {
    secrets = Promise.all([serverSecret(db, 'captcha_signature'), serverSecret(db, 'captcha_key')]).then(
      ([signature, key]) => ({ signature, key }),
    );
    secrets.catch(() => secretsByDb.delete(db));
    secretsByDb.set(db, secrets);
  }
  return secrets;
}

export interface IssuedCaptcha {
  /** The challenge's signature: forms send it back as `key`. */
  id: string;
  challenge: CaptchaChallenge;
}

/** A signed challenge that expires in 5 minutes; nothing is stored until it is solved. */
export async function issueCaptcha(db: Db, work: CaptchaWork, now: number): Promise<IssuedCaptcha> {
  const secrets = await captchaSecrets(db);
  const challenge = await createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: work.cost,
    counter: randomInt(Math.ceil(work.maxNumber / 2), work.maxNumber + 1),
    data: { maxNumber: work.maxNumber },
    deriveKey,
    expiresAt: Math.floor((now + CAPTCHA_TTL_MS) / 1000),
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.key,
  });
  const { signature } = challenge;
  if (!signature || !Value.Check(CaptchaPayload.properties.challenge, challenge)) {
    throw new Error('altcha-lib returned a challenge outside the wire schema');
  }
  return { id: signature, challenge };
}

function decodePayload(encoded: string): CaptchaPayload | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    return Value.Check(CaptchaPayload, parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * True when `payload` solves the challenge `key` names, signed by this server, not expired, and never
 * accepted before. Accepting is one `INSERT … ON CONFLICT DO NOTHING` keyed by the challenge, so of any
 * number of parallel submissions of one solution exactly one passes.
 */
export async function spendCaptcha(db: Db, key: string, payload: string, now: number): Promise<boolean> {
  const decoded = decodePayload(payload);
  if (!decoded || decoded.challenge.signature !== key) return false;
  const { expiresAt } = decoded.challenge.parameters;
  if (expiresAt === undefined || expiresAt * 1000 <= now) return false;
  const secrets = await captchaSecrets(db);
  const result = await verifySolution({
    challenge: decoded.challenge,
    solution: decoded.solution,
    deriveKey,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.key,
  }).catch(() => undefined);
  if (!result?.verified) return false;
  const accepted = await db
    .insert(captchaSpent)
    .values({ signature: key, expiresAt: new Date(expiresAt * 1000) })
    .onConflictDoNothing()
    .returning({ signature: captchaSpent.signature });
  // Expired rows can never match a live challenge again: trim them as we go.
  await db.delete(captchaSpent).where(lt(captchaSpent.expiresAt, new Date(now)));
  return accepted.length === 1;
}
