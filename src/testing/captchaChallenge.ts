import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { Captcha } from '../../protocol/schemas/captcha.ts';

/** The HMAC secrets the test challenges are signed with (a test verifies a solution with them). */
export const TEST_CAPTCHA_SECRETS = {
  hmacSignatureSecret: 'browser-test-signature',
  hmacKeySignatureSecret: 'browser-test-key',
};
/** The highest answer of a test challenge; the answer is 20 below it. */
export const TEST_CAPTCHA_MAX_NUMBER = 200;

/** What GET /api/captcha answers: a real challenge, signed as the server signs it, cheap enough for a test. */
export async function serverChallenge(expiresInSeconds = 300): Promise<Captcha> {
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 50,
    counter: TEST_CAPTCHA_MAX_NUMBER - 20,
    data: { maxNumber: TEST_CAPTCHA_MAX_NUMBER },
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + expiresInSeconds,
    ...TEST_CAPTCHA_SECRETS,
  });
  return { id: challenge.signature ?? '', challenge: challenge as Captcha['challenge'] };
}
