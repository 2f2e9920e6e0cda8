import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Envelope } from '../../../protocol/envelope.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { accounts } from '../../db/schema.ts';
import { buildTestApp } from '../../testing/testApp.ts';
import type { TestDatabase } from '../../testing/testDatabases.ts';

export const EURUSD = 1;
/** Wednesday noon in New York: every market open. */
export const WEDNESDAY = Date.parse('2026-11-18T17:00:00Z');

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

export interface DemoUser {
  token: string;
  accountId: number;
  userId: number;
}

/**
 * The server on one test database with a clock the test moves, started before the describe block's tests and
 * closed after them; with the calls trading tests make (GET with a token and a language, a new demo user, a
 * tick that the engine has finished with).
 */
export interface TradingTestApp {
  readonly app: TestApp;
  readonly database: DatabaseHandle;
  /** the server's clock (epoch ms); `quote` moves it one second on */
  clock: { now: number };
  call<T>(url: string, options?: { token?: string; lang?: string }): Promise<Envelope<T>>;
  demoUser(): Promise<DemoUser>;
  /** Sets a symbol's quote by pushing one tick and waits for what it triggered (ask: bid + 1 point by default). */
  quote(bid: number, ask?: number, symbolId?: number): Promise<void>;
}

export function useTradingTestApp(target: TestDatabase, label: string, start = WEDNESDAY): TradingTestApp {
  let database: DatabaseHandle | undefined;
  let app: TestApp | undefined;
  let device = 0;
  const clock = { now: start };
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the test app starts in beforeAll');
    return value;
  };

  beforeAll(async () => {
    database = await target.open();
    app = await buildTestApp(database, { now: () => clock.now });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const harness: TradingTestApp = {
    get app() {
      return started(app);
    },
    get database() {
      return started(database);
    },
    clock,
    async call<T>(url: string, options: { token?: string; lang?: string } = {}) {
      const { token, lang = 'en' } = options;
      const response = await started(app).inject({
        method: 'GET',
        url,
        headers: { lang, ...(token ? { authorization: token } : {}) },
      });
      return response.json<Envelope<T>>();
    },
    async demoUser() {
      device += 1;
      const reply = await harness.call<{ token: string }>(
        `/api/user/createAccountDemoForU?demo_id=${label}-${target.name}-${device}`,
      );
      const token = reply.data.token;
      const info = await harness.call<{ id: number }>('/api/user/info', { token });
      const [account] = await harness.database.db.select().from(accounts).where(eq(accounts.userId, info.data.id));
      if (!account) throw new Error('no account');
      return { token, accountId: account.id, userId: info.data.id };
    },
    async quote(bid, ask = Number((bid + 0.0001).toFixed(5)), symbolId = EURUSD) {
      clock.now += 1_000;
      started(app).source.push({ symbolId, time: clock.now, bid, ask });
      await started(app).trading.settled();
    },
  };
  return harness;
}
