import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Envelope } from '../../protocol/envelope.ts';
import type { CodeSent, TokenReply } from '../../protocol/schemas/accounts.ts';
import type { App } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { areaCodes } from '../db/schema.ts';
import { MemoryNotifier } from '../notify/notifier.ts';
import { buildTestApp } from './testApp.ts';
import type { TestDatabase } from './testDatabases.ts';

export interface Reply<T> {
  status: number;
  body: Envelope<T>;
}

export interface CallOptions {
  token?: string;
  ip?: string;
  lang?: string;
  target?: App;
}

export const PASSWORD = 'correct horse 1';

/**
 * The accounts API of one test database, as a client sees it: the app (and a twin with tight rate limits
 * when asked for), a hand-moved clock, the mailbox of sent codes and the calls every accounts test makes.
 * Call inside a `describe`: it builds the apps before the tests and closes them after.
 */
export function useAccountsApp(target: TestDatabase, options: { strictLimits?: boolean } = {}) {
  const notifier = new MemoryNotifier();
  const clock = { now: Date.UTC(2026, 10, 18, 12, 0) };
  const state: { database?: DatabaseHandle; app?: App; strict?: App; gbAreaId: number } = { gbAreaId: 0 };
  let ipCounter = 1;

  beforeAll(async () => {
    state.database = await target.open();
    state.app = await buildTestApp(state.database, { now: () => clock.now, notifier });
    // Built before any test jumps the clock a month (its market would fill the gap).
    if (options.strictLimits) {
      state.strict = await buildTestApp(state.database, {
        now: () => clock.now,
        notifier,
        authLimits: {
          loginPerIp: { max: 3, windowMs: 60_000 },
          loginPerAccountAndAddress: { max: 2, windowMs: 60_000 },
          codePerIp: { max: 2, windowMs: 60_000 },
        },
      });
    }
    const [gb] = await state.database.db.select().from(areaCodes).where(eq(areaCodes.globalCode, 'GB'));
    state.gbAreaId = gb?.id ?? 0;
    // Servers with their market history: slow on a loaded machine.
  }, 180_000);

  afterAll(async () => {
    await state.strict?.close();
    await state.app?.close();
    await state.database?.close();
  });

  function need<T>(value: T | undefined): T {
    if (value === undefined) throw new Error('the accounts app is not built yet');
    return value;
  }

  /** Each test speaks from its own address, so failure counters and rate limits do not leak between tests. */
  const freshIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

  async function post<T>(
    url: string,
    form: Record<string, string | number>,
    call: CallOptions = {},
  ): Promise<Reply<T>> {
    const payload = new URLSearchParams(
      Object.entries(form).map(([key, value]): [string, string] => [key, String(value)]),
    ).toString();
    const response = await (call.target ?? need(state.app)).inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: call.ip ?? '127.0.0.1',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        lang: call.lang ?? 'en',
        ...(call.token ? { authorization: call.token } : {}),
      },
    });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  }

  async function get<T>(url: string, call: CallOptions = {}): Promise<Reply<T>> {
    const response = await (call.target ?? need(state.app)).inject({
      method: 'GET',
      url,
      remoteAddress: call.ip ?? '127.0.0.1',
      headers: { lang: call.lang ?? 'en', ...(call.token ? { authorization: call.token } : {}) },
    });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  }

  async function sendEmailCode(to: string, type: 1 | 2, ip = freshIp()): Promise<string> {
    const sent = await post<CodeSent>('/api/notify/send_email', { to, type }, { ip });
    expect(sent.body).toMatchObject({ code: 1, data: { resend_after: 60 } });
    const code = notifier.lastCode(to.trim().toLowerCase());
    if (!code) throw new Error(`no code went to ${to}`);
    return code;
  }

  async function registerByEmail(email: string, extra: Record<string, string> = {}): Promise<string> {
    const code = await sendEmailCode(email, 1);
    const reply = await post<TokenReply>(
      '/api/user/register',
      { type: 'email', account: email, password: PASSWORD, re_password: PASSWORD, sms_code: code, ...extra },
      { ip: freshIp() },
    );
    expect(reply.body.code).toBe(1);
    return reply.body.data.token;
  }

  const login = (account: string, password: string, extra: Record<string, string> = {}, ip = freshIp()) =>
    post<TokenReply>('/api/user/loginForU', { account, password, login_type: 'email', ...extra }, { ip });

  return {
    notifier,
    clock,
    get database() {
      return need(state.database);
    },
    get strict() {
      return need(state.strict);
    },
    get gbAreaId() {
      return state.gbAreaId;
    },
    freshIp,
    post,
    get,
    sendEmailCode,
    registerByEmail,
    login,
  };
}
