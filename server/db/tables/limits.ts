import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters of rate-limiter-flexible's RateLimiterDrizzle (one row per limit and key, e.g.
 * `loginFailuresPerAccount:email:ann@example.com`): shared by every server process on the database, kept across
 * restarts. Not used when REDIS_URL is set (the counters live in Redis then).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
});
