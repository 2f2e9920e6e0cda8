/** SPEC §9 and the issue: 6 digits, 10 minutes, one use, 5 attempts, 60 s between sends. */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_MS = 60_000;

export type CodePurpose = 'register' | 'reset';

/** SPEC's send_email `type`: 1 register, 2 reset password. */
export function parseCodePurpose(raw: number): CodePurpose | null {
  if (raw === 1) return 'register';
  if (raw === 2) return 'reset';
  return null;
}

export interface StoredCode {
  attempts: number;
  expiresAt: Date;
  consumedAt: Date | null;
}

export type CodeCheck = 'missing' | 'expired' | 'exhausted' | 'check';

/** What to do with the latest code of a recipient before comparing it. */
export function codeCheck(code: StoredCode | undefined, now: number): CodeCheck {
  if (!code || code.consumedAt !== null) return 'missing';
  if (code.attempts >= CODE_MAX_ATTEMPTS) return 'exhausted';
  if (code.expiresAt.getTime() <= now) return 'expired';
  return 'check';
}

/** Milliseconds until another code may be sent, 0 when it may be sent now. */
export function resendWaitMs(lastSentAt: Date | undefined, now: number): number {
  if (!lastSentAt) return 0;
  return Math.max(0, lastSentAt.getTime() + CODE_RESEND_MS - now);
}
