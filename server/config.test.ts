import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

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
});
