/** At most `max` hits per `windowMs` for one key. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * A sliding-window counter per key, in memory (one server process). Each allowed hit is remembered;
 * refused hits are not, so a client that waits gets in again.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: RateLimit,
    private readonly maxKeys = 100_000,
  ) {}

  hit(key: string, now: number): RateDecision {
    const since = now - this.limit.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((time) => time > since);
    if (recent.length >= this.limit.max) {
      const oldest = recent[0] ?? now;
      this.hits.set(key, recent);
      return { allowed: false, retryAfterMs: Math.max(0, oldest + this.limit.windowMs - now) };
    }
    recent.push(now);
    this.hits.delete(key);
    this.hits.set(key, recent);
    this.evict();
    return { allowed: true };
  }

  /** Forgets the oldest keys once there are too many (a flood of distinct IPs cannot grow memory). */
  private evict(): void {
    while (this.hits.size > this.maxKeys) {
      const oldest = this.hits.keys().next();
      if (oldest.done) return;
      this.hits.delete(oldest.value);
    }
  }
}
