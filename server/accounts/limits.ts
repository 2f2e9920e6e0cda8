import type { RateLimit } from './rateLimiter.ts';

const MINUTE = 60_000;

/** Request budgets of the account endpoints, per client IP and per account. */
export interface AuthLimits {
  loginPerIp: RateLimit;
  loginPerAccount: RateLimit;
  registerPerIp: RateLimit;
  codePerIp: RateLimit;
  codePerRecipient: RateLimit;
  demoPerIp: RateLimit;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  loginPerIp: { max: 30, windowMs: 10 * MINUTE },
  loginPerAccount: { max: 10, windowMs: 10 * MINUTE },
  registerPerIp: { max: 10, windowMs: 60 * MINUTE },
  codePerIp: { max: 20, windowMs: 60 * MINUTE },
  codePerRecipient: { max: 6, windowMs: 60 * MINUTE },
  demoPerIp: { max: 20, windowMs: 60 * MINUTE },
};

/** Whole minutes to wait, at least 1, for the "try again in N min" message. */
export function minutesToWait(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / MINUTE));
}
