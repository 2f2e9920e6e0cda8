import { describe, expect, it } from 'vitest';
import { FIRST_LOCK_MS, LONGEST_LOCK_MS, lockDurationMs } from './staffLogin.ts';
import { newTotpSecret, totpCode, totpStep, totpUri } from './totp.ts';

describe('staff second factor and lock-out rules', () => {
  it('doubles each lock-out of the day, from a minute up to an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 30].map(lockDurationMs)).toEqual([
      FIRST_LOCK_MS,
      2 * FIRST_LOCK_MS,
      4 * FIRST_LOCK_MS,
      8 * FIRST_LOCK_MS,
      16 * FIRST_LOCK_MS,
      32 * FIRST_LOCK_MS,
      LONGEST_LOCK_MS,
      LONGEST_LOCK_MS,
    ]);
  });

  it('takes the code of the current 30-second step or one either side, and says which step it was', () => {
    const secret = newTotpSecret();
    const now = Date.UTC(2026, 10, 24, 5, 0, 10);
    const step = Math.floor(now / 30_000);
    expect(totpStep(secret, totpCode(secret, now), now)).toBe(step);
    expect(totpStep(secret, totpCode(secret, now, -1), now)).toBe(step - 1);
    expect(totpStep(secret, ` ${totpCode(secret, now, 1)} `, now)).toBe(step + 1);
    expect(totpStep(secret, totpCode(secret, now, 2), now)).toBeNull();
    expect(totpStep(secret, totpCode(secret, now, -2), now)).toBeNull();
    expect(totpStep(secret, totpCode(newTotpSecret(), now), now)).toBeNull();
    for (const junk of ['', '12345', '1234567', 'abcdef', '12 456']) expect(totpStep(secret, junk, now)).toBeNull();
  });

  it('enrols with a 160-bit secret in an otpauth URI that authenticator apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, 'boss@pipwave.app'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
  });
});
