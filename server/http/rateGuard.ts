import type { LimitDecision, Limiters } from '../limits/limiters.ts';
import { type LimitName, minutesToWait } from '../limits/rules.ts';
import { HttpRefusal } from './envelope.ts';

function tooManyAttempts(retryAfterMs: number): HttpRefusal {
  return new HttpRefusal('rateLimited', 'tooManyAttempts', { minutes: minutesToWait(retryAfterMs) });
}

/** Counts one request against each (limit, key) pair in turn; refuses with "try again in N min" when one is spent. */
export async function enforceLimits(
  limiters: Limiters,
  checks: readonly (readonly [LimitName, string])[],
): Promise<void> {
  for (const [name, key] of checks) {
    const decision = await limiters.consume(name, key);
    if (!decision.allowed) throw tooManyAttempts(decision.retryAfterMs);
  }
}

/**
 * Counts one hit of `key` against `name` for `work`, and gives it back when the budget refuses it or `work`
 * throws: for a key anyone can name (a recipient), so only requests that did the work stay counted and a
 * stranger's refused requests, in parallel or not, cannot spend the owner's budget.
 */
export async function countIfDone<T>(
  limiters: Limiters,
  name: LimitName,
  key: string,
  work: () => Promise<T>,
): Promise<T> {
  const decision: LimitDecision = await limiters.consume(name, key);
  try {
    if (!decision.allowed) throw tooManyAttempts(decision.retryAfterMs);
    return await work();
  } catch (refusal) {
    await limiters.giveBack(name, key);
    throw refusal;
  }
}
