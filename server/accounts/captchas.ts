import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { captchas } from '../db/schema.ts';
import { CAPTCHA_ALPHABET, renderCaptchaSvg, svgDataUrl } from './captchaImage.ts';
import { randomToken, sameDigest, sha256Hex } from './secrets.ts';

export const CAPTCHA_LENGTH = 5;
export const CAPTCHA_TTL_MS = 5 * 60_000;

function answerDigest(id: string, answer: string): string {
  return sha256Hex(`${id}|${answer.trim()}`);
}

export interface NewCaptcha {
  id: string;
  /** The picture as a data URL (SVG). */
  b64s: string;
  /** The answer; only tests read it. */
  answer: string;
}

export async function createCaptcha(db: Db, now: number): Promise<NewCaptcha> {
  let answer = '';
  for (let index = 0; index < CAPTCHA_LENGTH; index += 1)
    answer += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  const id = randomToken();
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(now)));
  await db
    .insert(captchas)
    .values({ id, answerHash: answerDigest(id, answer), expiresAt: new Date(now + CAPTCHA_TTL_MS) });
  return { id, b64s: svgDataUrl(renderCaptchaSvg(answer)), answer };
}

/** True when the answer is right; either way the captcha is used up (one guess per picture). */
export async function solveCaptcha(db: Db, id: string, answer: string, now: number): Promise<boolean> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: new Date(now) })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date(now))))
    .returning();
  return row !== undefined && sameDigest(row.answerHash, answerDigest(id, answer));
}
