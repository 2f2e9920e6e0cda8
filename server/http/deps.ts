import type { Redis } from 'ioredis';
import type { CaptchaWork } from '../accounts/captchas.ts';
import type { SessionEvents } from '../accounts/sessionEvents.ts';
import type { EventBus } from '../cluster/bus.ts';
import type { ProcessMetrics } from '../cluster/metrics.ts';
import type { LeaderWatch } from '../cluster/presence.ts';
import type { Db } from '../db/database.ts';
import type { Limiters } from '../limits/limiters.ts';
import type { Limits } from '../limits/rules.ts';
import type { MarketService } from '../market/marketService.ts';
import type { SparklineCache } from '../market/sparklineCache.ts';
import type { Notifier } from '../notify/notifier.ts';
import type { UploadQuota } from '../uploads/uploadQuota.ts';

/** What the HTTP layer needs from the rest of the server; tests pass their own. */
export interface AppDeps {
  db: Db;
  /** live quotes, candles being built, tick listeners */
  market: MarketService;
  sparklines: SparklineCache;
  /** epoch ms; injectable so session hours can be tested */
  now: () => number;
  /** forces every market open (demos, tests) */
  marketAlwaysOpen: boolean;
  /** stop-out when equity ÷ used margin × 100 falls to this level (default 50) */
  stopOutLevel?: number;
  /** Where verification codes go (main.ts: SMTP_URL's server, else the log); the log when absent. */
  notifier?: Notifier;
  /** Overrides of the rate limits of limits/rules.ts (tests). */
  authLimits?: Partial<Limits>;
  /** Keep the rate-limit counters in this Redis (REDIS_URL) instead of the database; the caller closes it. */
  redis?: Redis;
  /** The proof-of-work each captcha costs (CAPTCHA_COST, CAPTCHA_MAX_NUMBER); tests make it cheap. */
  captchaWork?: Partial<CaptchaWork>;
  /** Where uploaded images are stored (DATA_DIR/uploads); a fresh temporary directory when absent. */
  uploadDir?: string;
  /** Per-user hourly upload quota (files, stored bytes); 20 files and 40 MB when absent. */
  uploadQuota?: UploadQuota;
  /** ALLOWED_ORIGINS: origins besides the app's own that may open the WebSocket. */
  allowedOrigins?: readonly string[];
  /** Where ended sessions are announced (open sockets drop them); one in-process bus when absent. */
  sessionEvents?: SessionEvents;
  /**
   * ROLE=gateway: no engine in this process; orders go to the engine leader over `bus`, per-user events and
   * session ends come from it, and `market` is a follower of the leader's (cluster/marketRelay.ts).
   */
  gateway?: { bus: EventBus; gatewayId: string; leader: LeaderWatch };
  /** This process's Prometheus registry (`/metrics`); one of its own when absent. */
  metrics?: ProcessMetrics;
  /** METRICS_TOKEN: the bearer token `/metrics` asks for; without one `/metrics` is a 404. */
  metricsToken?: string;
}

/** AppDeps with the defaults buildApp fills in. */
export interface ServerDeps extends AppDeps {
  sessionEvents: SessionEvents;
  metrics: ProcessMetrics;
}

export interface RouteOptions {
  deps: ServerDeps;
  /** every rate limit, counted in the database or Redis (one set per app) */
  limiters: Limiters;
}
