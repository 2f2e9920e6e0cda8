import { lt } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Db } from '../db/database.ts';
import { rateLimits } from '../db/schema.ts';
import type { LimitName, LimitRule, Limits } from './rules.ts';

/** Where the counters live: the app's database (default) or Redis (REDIS_URL). */
export type LimiterStore = { kind: 'database'; db: Db } | { kind: 'redis'; redis: Redis };

export type LimitDecision =
  /** `count`: hits of this key in the current window, this one included */
  { allowed: true; count: number } | { allowed: false; count: number; retryAfterMs: number };

const EXPIRED_ROWS_SWEEP_MS = 5 * 60_000;

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

function createLimiter(store: LimiterStore, name: LimitName, rule: LimitRule): RateLimiterAbstract {
  const options = {
    keyPrefix: name,
    points: rule.max,
    duration: seconds(rule.windowMs),
    blockDuration: rule.blockMs === undefined ? 0 : seconds(rule.blockMs),
  };
  if (store.kind === 'redis') {
    return new RateLimiterRedis({
      ...options,
      keyPrefix: `pipwave:limit:${name}`,
      storeClient: store.redis,
      // Redis down: each process keeps counting on its own rather than letting everything through.
      insuranceLimiter: new RateLimiterMemory(options),
    });
  }
  return new RateLimiterDrizzle({
    ...options,
    storeClient: store.db,
    schema: rateLimits,
    clearExpiredByTimeout: false,
  });
}

/**
 * Every limit of `Limits` as an atomic counter (rate-limiter-flexible) shared by all server processes on
 * the same store and kept across restarts. Each hit is counted before the work it guards.
 */
export class Limiters {
  private readonly limiters: Record<LimitName, RateLimiterAbstract>;
  private readonly sweeper: NodeJS.Timeout | undefined;

  constructor(
    store: LimiterStore,
    readonly rules: Limits,
  ) {
    const names = Object.keys(rules) as LimitName[];
    this.limiters = Object.fromEntries(names.map((name) => [name, createLimiter(store, name, rules[name])])) as Record<
      LimitName,
      RateLimiterAbstract
    >;
    if (store.kind === 'database') {
      // Expired rows are dead weight; one sweep for the whole table (Redis expires its keys itself).
      this.sweeper = setInterval(() => {
        store.db
          .delete(rateLimits)
          .where(lt(rateLimits.expire, new Date(Date.now() - 60 * 60_000)))
          .catch(() => {});
      }, EXPIRED_ROWS_SWEEP_MS);
      this.sweeper.unref();
    }
  }

  /** Counts one hit of `key` against `name` and says whether it is within the budget. */
  async consume(name: LimitName, key: string): Promise<LimitDecision> {
    try {
      const result = await this.limiters[name].consume(key);
      return { allowed: true, count: result.consumedPoints };
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return { allowed: false, count: refusal.consumedPoints, retryAfterMs: Math.max(0, refusal.msBeforeNext) };
    }
  }

  /** Gives one hit back (an attempt that turned out to be legitimate). */
  async giveBack(name: LimitName, key: string): Promise<void> {
    await this.limiters[name].reward(key, 1);
  }

  /** Refuses `key` for `ms` from now, whatever its count. */
  async block(name: LimitName, key: string, ms: number): Promise<void> {
    await this.limiters[name].block(key, seconds(ms));
  }

  /** Forgets every hit of `key` (e.g. an account's failures after it logs in). */
  async reset(name: LimitName, key: string): Promise<void> {
    await this.limiters[name].delete(key);
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}
