import { describe, expect, it } from 'vitest';
import { CODE_MAX_ATTEMPTS, codeCheck, resendWaitMs } from './codePolicy.ts';
import { normaliseEmail, normaliseMobile, parseLoginChannel } from './identity.ts';
import { randomDigits, randomToken } from './secrets.ts';

describe('account rules', () => {
  it('reads login types as SPEC sends them', () => {
    expect(parseLoginChannel('email')).toBe('email');
    expect(parseLoginChannel('1')).toBe('email');
    expect(parseLoginChannel(2)).toBe('mobile');
    expect(parseLoginChannel('phone')).toBeNull();
  });

  it('normalises e-mail addresses and mobile numbers', () => {
    expect(normaliseEmail('  Ann@Example.COM ')).toBe('ann@example.com');
    expect(normaliseEmail('not-an-email')).toBeNull();
    expect(normaliseMobile('+44 7700')).toBeNull();
    expect(normaliseMobile('07700 900-123')).toBe('07700900123');
    expect(normaliseMobile('12')).toBeNull();
  });

  it('decides what a stored code allows', () => {
    const now = 1_000_000;
    const live = { attempts: 0, expiresAt: new Date(now + 1), consumedAt: null };
    expect(codeCheck(live, now)).toBe('check');
    expect(codeCheck(undefined, now)).toBe('missing');
    expect(codeCheck({ ...live, consumedAt: new Date(now) }, now)).toBe('missing');
    expect(codeCheck({ ...live, expiresAt: new Date(now) }, now)).toBe('expired');
    expect(codeCheck({ ...live, attempts: CODE_MAX_ATTEMPTS }, now)).toBe('exhausted');
    expect(resendWaitMs(new Date(now - 15_000), now)).toBe(45_000);
    expect(resendWaitMs(undefined, now)).toBe(0);
  });

  it('makes 6-digit codes and 256-bit tokens from a secure source', () => {
    const codes = new Set(Array.from({ length: 200 }, () => randomDigits(6)));
    expect([...codes].every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(codes.size).toBeGreaterThan(190);
    expect(Buffer.from(randomToken(), 'base64url')).toHaveLength(32);
  });
});
