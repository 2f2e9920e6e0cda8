import { type Static, Type } from 'typebox';

/**
 * An ALTCHA proof-of-work challenge (altcha-lib v2, "deterministic" mode) exactly as the server signed it.
 * The client must send `parameters` back unchanged: the signature covers every field.
 */
export const CaptchaChallenge = Type.Object({
  parameters: Type.Object({
    algorithm: Type.String({ maxLength: 32 }),
    nonce: Type.String({ pattern: '^[0-9a-f]{2,128}$' }),
    salt: Type.String({ pattern: '^[0-9a-f]{2,128}$' }),
    /** Iterations of the key derivation per attempt. */
    cost: Type.Integer({ minimum: 1 }),
    keyLength: Type.Integer({ minimum: 1, maximum: 64 }),
    keyPrefix: Type.String({ pattern: '^[0-9a-f]{1,128}$' }),
    keySignature: Type.Optional(Type.String({ pattern: '^[0-9a-f]{1,128}$' })),
    /** Seconds since the epoch. */
    expiresAt: Type.Optional(Type.Integer({ minimum: 0 })),
    /** `maxNumber`: the highest counter the answer can be, so a solver can show its progress. */
    data: Type.Optional(Type.Object({ maxNumber: Type.Integer({ minimum: 1 }) })),
  }),
  signature: Type.String({ pattern: '^[0-9a-f]{1,128}$' }),
});
export type CaptchaChallenge = Static<typeof CaptchaChallenge>;

/** `GET /api/captcha`: a challenge to solve; `id` (its signature) is what a form sends back as `key`. */
export const Captcha = Type.Object({ id: Type.String(), challenge: CaptchaChallenge });
export type Captcha = Static<typeof Captcha>;

/** What a solver found: the counter and the key it derives (lower-case hex). */
export const CaptchaSolution = Type.Object({
  counter: Type.Integer({ minimum: 0 }),
  derivedKey: Type.String({ pattern: '^[0-9a-f]{2,128}$' }),
  time: Type.Optional(Type.Number()),
});

/**
 * The form's `captcha` field: base64 of this JSON (ALTCHA's own payload format), with `key` = the challenge's
 * id. A solution is accepted once, before the challenge expires.
 */
export const CaptchaPayload = Type.Object({ challenge: CaptchaChallenge, solution: CaptchaSolution });
export type CaptchaPayload = Static<typeof CaptchaPayload>;

/** Longest `captcha` field accepted (a payload is about 700 characters). */
export const CAPTCHA_PAYLOAD_MAX_LENGTH = 2048;
