import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../protocol/envelope.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { buildTestApp } from '../testing/testApp.ts';
import { testDatabases } from '../testing/testDatabases.ts';

const EURUSD = 1;
// Wednesday noon in New York: every market open.
const WEDNESDAY = Date.parse('2026-11-18T17:00:00Z');

describe.each(testDatabases())('numbers in refusals, in the language of the request, on $name', (target) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let now = WEDNESDAY;

  beforeAll(async () => {
    database = await target.open();
    app = await buildTestApp(database, { now: () => now });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function call<T>(url: string, lang: string, token?: string): Promise<Envelope<T>> {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { lang, ...(token ? { authorization: token } : {}) },
    });
    return response.json<Envelope<T>>();
  }

  const order = (lots: string) => `/v1/api/forex/submit?type=1&cont=${lots}&forex_id=${EURUSD}&status=1&multiple=100`;

  it('a German refusal writes the margin it needs and has with German group and decimal marks', async () => {
    const demo = await call<{ token: string }>(
      `/api/user/createAccountDemoForU?demo_id=refusal-numbers-${target.name}`,
      'de',
    );
    const token = demo.data.token;
    now += 1_000;
    app.source.push({ symbolId: EURUSD, time: now, bid: 1.1, ask: 1.1002 });
    await app.trading.settled();

    // 50 lots: margin 50 × 100,000 × 1.1002 ÷ 100 = 55,010 and fee 27.505 → 55,037.51 needed; 10,000 free
    const german = await call<null>(order('50'), 'de', token);
    expect(german.code).toBe(1203);
    expect(german.msg).toBe(
      'Nicht genug freie Margin: Diese Order braucht 55.037,51 USD, verfügbar sind 10.000,00 USD',
    );
    const english = await call<null>(order('50'), 'en', token);
    expect(english.msg).toBe('Not enough free margin: this order needs 55,037.51 USD, 10,000.00 USD is available');
    const french = await call<null>(order('50'), 'fr', token);
    expect(french.msg).toContain('55\u202f037,51 USD');

    // a lot size off the step: the symbol's rules in German marks
    const offStep = await call<null>(order('1001'), 'de', token);
    expect(offStep.msg).toBe('cont muss zwischen 0,01 und 1.000 liegen');
  });
});
