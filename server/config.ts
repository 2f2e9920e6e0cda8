import path from 'node:path';
import { type CaptchaWork, DEFAULT_CAPTCHA_WORK } from './accounts/captchas.ts';
import { type FeedSetting, parseFeed } from './market/createMarket.ts';
import { type MailSetting, parseMailSetting } from './notify/fromEnv.ts';
import { parseTrustProxy, type TrustProxySetting } from './trustProxy.ts';

/** Everything the server reads from its environment, parsed once at start. */
export interface ServerConfig {
  host: string;
  port: number;
  /** Directory for the embedded database and uploads. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  /** Built client to serve (vite build output). */
  staticDir: string;
  logLevel: string;
  /** FEED: `sim` (default) or `replay:<file>[@speed]` */
  feed: FeedSetting;
  /** SIM_SEED: the simulator's seed; the same seed gives the same market */
  simSeed: number;
  /** MARKET_ALWAYS_OPEN=1 ignores trading hours */
  marketAlwaysOpen: boolean;
  /** HISTORY_DAYS: days of one-minute history a fresh database gets */
  historyDays: number;
  /** STOP_OUT_LEVEL: risk rate (equity ÷ used margin, %) at which positions are stopped out */
  stopOutLevel: number;
  /** CAPTCHA_COST (PBKDF2 iterations per try) and CAPTCHA_MAX_NUMBER (highest answer): a captcha's work */
  captchaWork: CaptchaWork;
  /** TRUST_PROXY: who may name the client's address in X-Forwarded-For; nobody by default */
  trustProxy: TrustProxySetting;
  /** REDIS_URL: keep rate-limit counters in this Redis instead of the database */
  redisUrl: string | undefined;
  /** ALLOWED_ORIGINS: comma-separated origins besides the app's own that may open the WebSocket */
  allowedOrigins: string[];
  /** SMTP_URL and SMTP_FROM: where verification codes are mailed; the log when SMTP_URL is unset */
  mail: MailSetting;
}

function parsePositiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

/** A whole number of at least 1. */
function parseCount(name: string, raw: string | undefined, fallback: number): number {
  const value = parsePositiveInteger(name, raw, fallback);
  if (value < 1) throw new Error(`${name} must be at least 1, got "${raw}"`);
  return value;
}

function parsePort(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${raw}"`);
  }
  return port;
}

function parseRedisUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const url = URL.parse(raw.trim());
  if (!url || (url.protocol !== 'redis:' && url.protocol !== 'rediss:')) {
    throw new Error(`REDIS_URL must be a redis:// or rediss:// URL, got "${raw}"`);
  }
  return url.toString();
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  return {
    host: env.HOST || '127.0.0.1',
    port: parsePort(env.PORT, 8080),
    dataDir: path.resolve(cwd, env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: path.resolve(cwd, env.STATIC_DIR || 'dist'),
    logLevel: env.LOG_LEVEL || 'info',
    feed: parseFeed(env.FEED),
    simSeed: parsePositiveInteger('SIM_SEED', env.SIM_SEED, 20_260_101),
    marketAlwaysOpen: env.MARKET_ALWAYS_OPEN === '1',
    historyDays: parsePositiveInteger('HISTORY_DAYS', env.HISTORY_DAYS, 35),
    stopOutLevel: parsePositiveInteger('STOP_OUT_LEVEL', env.STOP_OUT_LEVEL, 50),
    captchaWork: {
      cost: parseCount('CAPTCHA_COST', env.CAPTCHA_COST, DEFAULT_CAPTCHA_WORK.cost),
      maxNumber: parseCount('CAPTCHA_MAX_NUMBER', env.CAPTCHA_MAX_NUMBER, DEFAULT_CAPTCHA_WORK.maxNumber),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    redisUrl: parseRedisUrl(env.REDIS_URL),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    mail: parseMailSetting(env.SMTP_URL, env.SMTP_FROM),
  };
}
