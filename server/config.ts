import path from 'node:path';
import { type Static, Type } from 'typebox';
import { Value } from 'typebox/value';
import { type CaptchaWork, DEFAULT_CAPTCHA_WORK } from './accounts/captchas.ts';
import { type FeedSetting, parseFeed } from './market/createMarket.ts';
import { type MailSetting, parseMailSetting } from './notify/fromEnv.ts';
import { parseTrustProxy, type TrustProxySetting } from './trustProxy.ts';

const WholeNumber = (limits: { minimum: number; maximum?: number }) =>
  Type.Optional(Type.Integer({ maximum: Number.MAX_SAFE_INTEGER, ...limits }));

/**
 * The environment the server reads, as a schema: every variable, its type and its limits. A value that
 * breaks it stops the server at start with the variable's name (readConfig); empty values count as unset.
 */
export const ServerEnvironment = Type.Object({
  HOST: Type.Optional(Type.String()),
  PORT: WholeNumber({ minimum: 0, maximum: 65_535 }),
  DATA_DIR: Type.Optional(Type.String()),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATABASE_POOL_SIZE: WholeNumber({ minimum: 1, maximum: 100 }),
  STATIC_DIR: Type.Optional(Type.String()),
  LOG_LEVEL: Type.Optional(
    Type.Union(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level))),
  ),
  FEED: Type.Optional(Type.String()),
  SIM_SEED: WholeNumber({ minimum: 0 }),
  MARKET_ALWAYS_OPEN: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  HISTORY_DAYS: WholeNumber({ minimum: 0 }),
  STOP_OUT_LEVEL: WholeNumber({ minimum: 0 }),
  CAPTCHA_COST: WholeNumber({ minimum: 1 }),
  CAPTCHA_MAX_NUMBER: WholeNumber({ minimum: 1 }),
  TRUST_PROXY: Type.Optional(Type.String()),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://[^\\s]+$' })),
  ALLOWED_ORIGINS: Type.Optional(Type.String()),
  SMTP_URL: Type.Optional(Type.String()),
  SMTP_FROM: Type.Optional(Type.String()),
  ROLE: Type.Optional(Type.Union(['all', 'engine', 'gateway'].map((role) => Type.Literal(role)))),
  NATS_URL: Type.Optional(Type.String({ pattern: '^(nats|tls)://[^\\s]+$' })),
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16, pattern: '^\\S+$' })),
});
/** Connections to PostgreSQL per process (measured with `npm run bench -- order-load`, docs/performance.md). */
export const DEFAULT_DATABASE_POOL_SIZE = 10;

type ServerEnvironment = Static<typeof ServerEnvironment>;

/** Everything the server reads from its environment, parsed once at start. */
export interface ServerConfig {
  host: string;
  port: number;
  /** Directory for the embedded database and uploads. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  /** DATABASE_POOL_SIZE: connections to PostgreSQL this process keeps at most */
  databasePoolSize: number;
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
  /**
   * ROLE: `all` (default: one process with everything), `engine` (quote feed, trading engine, candles; one
   * leader and standbys) or `gateway` (HTTP and `/v1/ws`, as many as wanted). docs/scale-out.md.
   */
  role: 'all' | 'engine' | 'gateway';
  /** NATS_URL: the bus between engines and gateways; unset in a single process */
  natsUrl: string | undefined;
  /** METRICS_TOKEN: the bearer token `/metrics` asks for (at least 16 characters); `/metrics` is a 404 when unset */
  metricsToken: string | undefined;
}

/** Combinations the schema cannot say: a cluster needs NATS between its processes and PostgreSQL under them. */
function clusterProblems(valid: ServerEnvironment): string[] {
  const problems: string[] = [];
  const role = valid.ROLE ?? 'all';
  if (role !== 'all' && !valid.NATS_URL) problems.push(`ROLE=${role} needs NATS_URL (the bus to the other processes)`);
  if (valid.NATS_URL && !valid.DATABASE_URL) {
    problems.push('NATS_URL needs DATABASE_URL (processes of a cluster share one PostgreSQL database)');
  }
  return problems;
}

/** The set variables (empty ones count as unset), whole-number text as numbers for the schema's integers. */
function environmentValues(env: NodeJS.ProcessEnv): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, schema] of Object.entries(ServerEnvironment.properties)) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const wholeNumber = 'type' in schema && schema.type === 'integer' && /^-?\d+$/.test(raw.trim());
    values[name] = wholeNumber ? Number(raw) : raw;
  }
  return values;
}

/** The environment checked against ServerEnvironment; every variable that breaks it named in one error. */
function validEnvironment(env: NodeJS.ProcessEnv): ServerEnvironment {
  const values = environmentValues(env);
  if (Value.Check(ServerEnvironment, values)) return values;
  const problems = new Map<string, string>();
  for (const error of Value.Errors(ServerEnvironment, values)) {
    const name = error.instancePath.slice(1);
    if (!problems.has(name)) problems.set(name, `${name} ${error.message}, got "${env[name]}"`);
  }
  throw new Error(`invalid configuration: ${[...problems.values()].join('; ')}`);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const valid = validEnvironment(env);
  const problems = clusterProblems(valid);
  if (problems.length > 0) throw new Error(`invalid configuration: ${problems.join('; ')}`);
  return {
    host: valid.HOST ?? '127.0.0.1',
    port: valid.PORT ?? 8080,
    dataDir: path.resolve(cwd, valid.DATA_DIR ?? '.data'),
    databaseUrl: valid.DATABASE_URL,
    databasePoolSize: valid.DATABASE_POOL_SIZE ?? DEFAULT_DATABASE_POOL_SIZE,
    staticDir: path.resolve(cwd, valid.STATIC_DIR ?? 'dist'),
    logLevel: valid.LOG_LEVEL ?? 'info',
    feed: parseFeed(valid.FEED),
    simSeed: valid.SIM_SEED ?? 20_260_101,
    marketAlwaysOpen: valid.MARKET_ALWAYS_OPEN === '1',
    historyDays: valid.HISTORY_DAYS ?? 35,
    stopOutLevel: valid.STOP_OUT_LEVEL ?? 50,
    captchaWork: {
      cost: valid.CAPTCHA_COST ?? DEFAULT_CAPTCHA_WORK.cost,
      maxNumber: valid.CAPTCHA_MAX_NUMBER ?? DEFAULT_CAPTCHA_WORK.maxNumber,
    },
    trustProxy: parseTrustProxy(valid.TRUST_PROXY),
    redisUrl: valid.REDIS_URL?.trim(),
    allowedOrigins: (valid.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    mail: parseMailSetting(valid.SMTP_URL, valid.SMTP_FROM),
    role: valid.ROLE ?? 'all',
    natsUrl: valid.NATS_URL?.trim(),
    metricsToken: valid.METRICS_TOKEN,
  };
}
