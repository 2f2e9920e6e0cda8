import type { Limiters } from '../limits/limiters.ts';
import { type LimitName, minutesToWait } from '../limits/rules.ts';
import { ApiError } from './envelope.ts';

/** Counts one request against each (limit, key) pair in turn; refuses with "try again in N min" when one is spent. */
export async function enforceLimits(
  limiters: Limiters,
  checks: readonly (readonly [LimitName, string])[],
): Promise<void> {
  for (const [name, key] of checks) {
    const decision = await limiters.consume(name, key);
    if (!decision.allowed) {
      throw new ApiError('rateLimited', 'tooManyAttempts', { minutes: minutesToWait(decision.retryAfterMs) });
    }
  }
}
