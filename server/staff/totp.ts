import { Secret, TOTP } from 'otpauth';

/** 30-second, 6-digit SHA-1 codes: what every authenticator app reads from an otpauth:// URI. */
const PERIOD_S = 30;
const ISSUER = 'Pipwave back office';

function totpOf(secretBase32: string, email: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret, base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app enrols (as a QR code or pasted). */
export function totpUri(secretBase32: string, email: string): string {
  return totpOf(secretBase32, email).toString();
}

/** The code of the time step at `now` plus `stepOffset` steps (tests, and the CLI's check). */
export function totpCode(secretBase32: string, now: number, stepOffset = 0): string {
  return totpOf(secretBase32, '').generate({ timestamp: now + stepOffset * PERIOD_S * 1000 });
}

/**
 * The time step `code` belongs to, if it is the code of the current step or one step either side (clock
 * drift); null otherwise. The caller refuses a step it has already accepted (a code is good once).
 */
export function totpStep(secretBase32: string, code: string, now: number): number | null {
  const token = code.trim();
  if (!/^\d{6}$/.test(token)) return null;
  const totp = totpOf(secretBase32, '');
  const delta = totp.validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}
