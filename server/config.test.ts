import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

const run = promisify(execFile);

describe('server configuration from the environment', () => {
  it('has working defaults for a fresh clone', () => {
    const config = readConfig({}, '/srv/pipwave');
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      dataDir: '/srv/pipwave/.data',
      databaseUrl: undefined,
      feed: { kind: 'sim' },
      marketAlwaysOpen: false,
      historyDays: 35,
      stopOutLevel: 50,
      captchaWork: { cost: 1_000, maxNumber: 6_000 },
    });
  });

  it('reads every setting and refuses malformed numbers with a clear message', () => {
    const config = readConfig(
      { PORT: '9000', DATA_DIR: 'var', STOP_OUT_LEVEL: '30', MARKET_ALWAYS_OPEN: '1', FEED: 'replay:tape.csv@10' },
      '/srv',
    );
    expect(config).toMatchObject({ port: 9000, dataDir: '/srv/var', stopOutLevel: 30, marketAlwaysOpen: true });
    expect(config.feed).toMatchObject({ kind: 'replay', file: 'tape.csv', speed: 10 });
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readConfig({ STOP_OUT_LEVEL: '-5' })).toThrow(/STOP_OUT_LEVEL/);
    expect(readConfig({ CAPTCHA_COST: '5000', CAPTCHA_MAX_NUMBER: '20000' }).captchaWork).toEqual({
      cost: 5000,
      maxNumber: 20_000,
    });
    expect(() => readConfig({ CAPTCHA_COST: '0' })).toThrow(/CAPTCHA_COST/);
    expect(() => readConfig({ CAPTCHA_MAX_NUMBER: 'many' })).toThrow(/CAPTCHA_MAX_NUMBER/);
  });

  it('checks every variable against the schema: fractions, words for switches, unknown log levels, other databases', () => {
    expect(() => readConfig({ PORT: '1.5' })).toThrow(/PORT must be integer, got "1.5"/);
    expect(() => readConfig({ PORT: '70000' })).toThrow(/PORT must be <= 65535/);
    expect(() => readConfig({ HISTORY_DAYS: '1e3' })).toThrow(/HISTORY_DAYS/);
    expect(() => readConfig({ MARKET_ALWAYS_OPEN: 'yes' })).toThrow(/MARKET_ALWAYS_OPEN/);
    expect(() => readConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => readConfig({ DATABASE_URL: 'mysql://db/pipwave' })).toThrow(/DATABASE_URL/);
    expect(readConfig({ DATABASE_URL: 'postgres://u@db/pipwave', LOG_LEVEL: 'warn' })).toMatchObject({
      databaseUrl: 'postgres://u@db/pipwave',
      logLevel: 'warn',
    });
    expect(readConfig({ PORT: '', HISTORY_DAYS: '', LOG_LEVEL: '' })).toMatchObject({
      port: 8080,
      historyDays: 35,
      logLevel: 'info',
    });
  });

  it('names every bad variable in one message, not only the first', () => {
    expect(() => readConfig({ PORT: 'eighty', STOP_OUT_LEVEL: '-5', SIM_SEED: 'x' })).toThrow(
      /PORT .*"eighty".*; SIM_SEED .*"x".*; STOP_OUT_LEVEL .*"-5"/,
    );
  });

  it('stops the server at start, before opening any database, with the variable named', async () => {
    const main = path.join(import.meta.dirname, 'main.ts');
    const started = run(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, PORT: 'eighty', DATA_DIR: '/nonexistent/pipwave-config-test' },
      timeout: 20_000,
    });
    await expect(started).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/PORT must be integer/) });
  }, 30_000);
});

describe('TRUST_PROXY and REDIS_URL', () => {
  it('trusts no proxy unless told: X-Forwarded-For from anyone is ignored by default', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(readConfig({}).redisUrl).toBeUndefined();
  });

  it('reads a hop count, a list of proxy addresses and ranges, or an explicit true', () => {
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(readConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
  });

  it.each([
    ['yes'],
    ['-1'],
    ['1.5'],
    ['10.0.0.300'],
    ['10.0.0.0/33'],
    ['::1/129'],
    ['10.0.0.1,'],
    ['10.0.0.1, proxy.example.com'],
    ['10.0.0.0/8/1'],
    ['99'],
  ])('refuses TRUST_PROXY=%s at start, naming the setting', (raw) => {
    expect(() => readConfig({ TRUST_PROXY: raw })).toThrow(/TRUST_PROXY/);
  });

  it('refuses a REDIS_URL that is not a redis URL', () => {
    expect(() => readConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL/);
    expect(() => readConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });

  it('reads METRICS_TOKEN (none by default) and refuses a short one or one with spaces', () => {
    expect(readConfig({}).metricsToken).toBeUndefined();
    expect(readConfig({ METRICS_TOKEN: 'a-long-random-token-1' }).metricsToken).toBe('a-long-random-token-1');
    expect(() => readConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => readConfig({ METRICS_TOKEN: 'sixteen chars or more' })).toThrow(/METRICS_TOKEN/);
  });

  it('reads ALLOWED_ORIGINS as a trimmed list, empty when unset', () => {
    expect(readConfig({}).allowedOrigins).toEqual([]);
    expect(readConfig({ ALLOWED_ORIGINS: ' https://a.example , ,https://b.example' }).allowedOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('mails codes through SMTP_URL with SMTP_FROM (or the default sender), logs them without it', () => {
    expect(readConfig({}).mail).toEqual({ kind: 'log' });
    expect(readConfig({ SMTP_URL: 'smtps://u:p@smtp.example.com:465' }).mail).toEqual({
      kind: 'smtp',
      url: 'smtps://u:p@smtp.example.com:465',
      from: 'Pipwave <no-reply@pipwave.app>',
    });
    expect(readConfig({ SMTP_URL: 'smtp://smtp.example.com', SMTP_FROM: 'Ops <ops@example.com>' }).mail).toMatchObject({
      from: 'Ops <ops@example.com>',
    });
    expect(() => readConfig({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
  });
});

describe('ROLE and NATS_URL', () => {
  it('is one process with everything and no bus unless told', () => {
    expect(readConfig({})).toMatchObject({ role: 'all', natsUrl: undefined });
  });

  it('reads a cluster role with its bus and database', () => {
    const config = readConfig({
      ROLE: 'gateway',
      NATS_URL: 'nats://127.0.0.1:4222',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/pipwave',
    });
    expect(config).toMatchObject({ role: 'gateway', natsUrl: 'nats://127.0.0.1:4222' });
  });

  it('refuses an unknown role, a bus that is not NATS, and a cluster without its bus or PostgreSQL', () => {
    expect(() => readConfig({ ROLE: 'worker' })).toThrow(/ROLE/);
    expect(() => readConfig({ NATS_URL: 'http://127.0.0.1:4222', DATABASE_URL: 'postgres://db/p' })).toThrow(
      /NATS_URL/,
    );
    expect(() => readConfig({ ROLE: 'engine', DATABASE_URL: 'postgres://db/p' })).toThrow(/ROLE=engine needs NATS_URL/);
    expect(() => readConfig({ ROLE: 'gateway', NATS_URL: 'nats://127.0.0.1:4222' })).toThrow(
      /NATS_URL needs DATABASE_URL/,
    );
  });
});
