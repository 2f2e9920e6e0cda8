/** First reconnect waits up to this long; each failure doubles the ceiling up to RECONNECT_CAP_MS. */
export const RECONNECT_BASE_MS = 500;
export const RECONNECT_CAP_MS = 20_000;

/**
 * Exponential back-off with full jitter: a uniform delay in [0, min(cap, base·2^attempt)), so a server
 * restart is not met by every client at the same instant. `attempt` counts failures since the last open.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  return Math.floor(random() * backoffCeiling(attempt));
}

/** The longest wait after `attempt` failures: the base doubled per failure, at most the cap. */
export function backoffCeiling(attempt: number): number {
  return Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.min(attempt, 30));
}
