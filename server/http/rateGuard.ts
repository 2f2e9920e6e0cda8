import { minutesToWait } from '../accounts/limits.ts';
import type { RateLimiter } from '../accounts/rateLimiter.ts';
import { ApiError } from './envelope.ts';

/** Counts one request against each (limiter, key) pair; refuses with "try again in N min" when one is spent. */
export function enforceLimits(checks: readonly (readonly [RateLimiter, string])[], now: number): void {
  for (const [limiter, key] of checks) {
    const decision = limiter.hit(key, now);
    if (!decision.allowed) {
      throw new ApiError('rateLimited', 'tooManyAttempts', { minutes: minutesToWait(decision.retryAfterMs) });
    }
  }
}
