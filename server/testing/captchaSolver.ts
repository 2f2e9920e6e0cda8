import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CaptchaChallenge, CaptchaPayload } from '../../protocol/schemas/captcha.ts';

/** Tests: the work a test app's captchas cost (a few milliseconds to solve). */
export const CHEAP_CAPTCHA_WORK = { cost: 10, maxNumber: 100 };

/** Tests: solves a challenge as a browser would and returns the form's `captcha` field. */
export async function solveCaptchaPayload(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha was not solved');
  return encodeCaptchaPayload({ challenge, solution });
}

export function encodeCaptchaPayload(payload: CaptchaPayload): string {
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
