import path from 'node:path';

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
}

function parsePort(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${raw}"`);
  }
  return port;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  return {
    host: env.HOST || '127.0.0.1',
    port: parsePort(env.PORT, 8080),
    dataDir: path.resolve(cwd, env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: path.resolve(cwd, env.STATIC_DIR || 'dist'),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
