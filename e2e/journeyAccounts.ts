import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Envelope } from '../protocol/envelope.ts';
import type { TradeSymbol } from '../protocol/schemas/market.ts';
import type { Order } from '../protocol/schemas/trading.ts';
import type { RunningServer } from './realServer.ts';

export interface RealUser {
  email: string;
  password: string;
  token: string;
}

async function call<T>(
  server: RunningServer,
  method: 'GET' | 'POST',
  route: string,
  options: { token?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = { lang: 'en' };
  if (options.token) headers.Authorization = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}${route}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 1) throw new Error(`${route}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** A real (e-mail) account signed up through the API, with the code the server prints. */
export async function signUpByEmail(server: RunningServer, email: string, password: string): Promise<RealUser> {
  await call(server, 'POST', '/api/notify/send_email', { body: { to: email, type: 1 } });
  const pattern = new RegExp(`to=${email.replace(/[.+]/g, '\\$&')} purpose=register code=(\\d{6})`);
  let code = '';
  for (let waited = 0; !code && waited < 10_000; waited += 100) {
    code = pattern.exec(server.output())?.[1] ?? '';
    if (!code) await sleep(100);
  }
  if (!code) throw new Error(`no sign-up code for ${email} in the server output`);
  const { token } = await call<{ token: string }>(server, 'POST', '/api/user/register', {
    body: { type: 'email', account: email, password, re_password: password, sms_code: code },
  });
  return { email, password, token };
}

/** A fresh demo account (10,000 USD) holding `positions` market buys of 0.01 lot EURUSD, made through the API. */
export async function demoWithPositions(server: RunningServer, positions: number): Promise<{ token: string }> {
  const { token } = await call<{ token: string }>(
    server,
    'GET',
    `/api/user/createAccountDemoForU?demo_id=${randomUUID()}`,
  );
  const symbols = await call<TradeSymbol[]>(server, 'GET', '/v1/api/forex/trade_list');
  const eurusd = symbols.find((symbol) => symbol.Code === 'EURUSD');
  if (!eurusd) throw new Error('no EURUSD');
  const multiple = eurusd.HasForexMultiple[0]?.Value ?? 100;
  for (let index = 0; index < positions; index += 1) {
    await call<Order>(
      server,
      'GET',
      `/v1/api/forex/submit?type=1&cont=0.01&forex_id=${eurusd.Id}&status=1&multiple=${multiple}`,
      { token },
    );
  }
  return { token };
}

/** Ends a session on the server, as an expiry would: the device still holds the token. */
export async function revokeSession(server: RunningServer, token: string): Promise<void> {
  await call(server, 'POST', '/api/user/logout', { token });
}
