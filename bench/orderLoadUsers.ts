import { Client } from 'undici';
import { ResultCode } from '../protocol/envelope.ts';
import type { Outcome } from './pacedLatencies.ts';

/**
 * One demo user of the load: its own loopback address (127.0.x.y), its own keep-alive connection (an undici
 * Client: a lean HTTP/1.1 client, so that the load generator, which shares the machine's two cores with the
 * server and the database, takes as little of them as it can) and token.
 */
export interface LoadUser {
  client: Client;
  token: string;
}

export interface LoadReport {
  accepted: number;
  refused: number;
  failed: number;
  /** milliseconds per accepted operation (an open or a close) */
  latencies: number[];
}

export interface Reply {
  code: number;
  data: unknown;
}

/** GET pathAndQuery on the user's connection; the reply's JSON envelope. */
export async function get(client: Client, pathAndQuery: string, token?: string): Promise<Reply> {
  const response = await client.request({
    method: 'GET',
    path: pathAndQuery,
    headers: { lang: 'en', ...(token ? { authorization: token } : {}) },
  });
  return (await response.body.json()) as Reply;
}

/** The index-th loopback address: 127.0.1.1, 127.0.1.2, … 127.0.1.250, 127.0.2.1, … */
export function loopbackAddress(index: number): string {
  return `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;
}

/** Opens a demo account per user, each asked for from its own address (the per-address demo limit holds). */
export async function createUsers(baseUrl: string, count: number, runId: string): Promise<LoadUser[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const client = new Client(baseUrl, { localAddress: loopbackAddress(index), pipelining: 1 });
      const reply = await get(client, `/api/user/createAccountDemoForU?demo_id=load-${runId}-${index}`);
      const token = (reply.data as { token?: string } | null)?.token;
      if (reply.code !== ResultCode.ok || !token) throw new Error(`demo account refused: ${JSON.stringify(reply)}`);
      return { client, token };
    }),
  );
}

const SUBMIT = '/v1/api/forex/submit?type=1&cont=0.01&forex_id=1&status=1&multiple=100';

export interface OperationResult {
  outcome: Outcome;
  /** the order an accepted open opened */
  openedId?: number;
}

/** One operation of a user: open a 0.01-lot market buy, or (given its id) close the order it opened. */
export async function sendOperation(user: LoadUser, openId?: number): Promise<OperationResult> {
  const pathAndQuery = openId === undefined ? SUBMIT : `/v1/api/forex/close?id=${openId}`;
  try {
    const reply = await get(user.client, pathAndQuery, user.token);
    if (reply.code !== ResultCode.ok) return { outcome: 'refused' };
    const openedId = openId === undefined ? (reply.data as { Id?: number } | null)?.Id : undefined;
    return openedId === undefined ? { outcome: 'accepted' } : { outcome: 'accepted', openedId };
  } catch {
    return { outcome: 'failed' };
  }
}

/** Every user opens and closes 0.01-lot market orders back to back until `until` (performance.now()). */
export async function runLoad(users: readonly LoadUser[], until: number): Promise<LoadReport> {
  const report: LoadReport = { accepted: 0, refused: 0, failed: 0, latencies: [] };
  const timed = async (user: LoadUser, openId?: number): Promise<OperationResult> => {
    const started = performance.now();
    const result = await sendOperation(user, openId);
    report[result.outcome] += 1;
    if (result.outcome === 'accepted') report.latencies.push(performance.now() - started);
    return result;
  };
  await Promise.all(
    users.map(async (user) => {
      while (performance.now() < until) {
        const { openedId } = await timed(user);
        if (openedId !== undefined) await timed(user, openedId);
      }
    }),
  );
  return report;
}

export async function closeUsers(users: readonly LoadUser[]): Promise<void> {
  await Promise.all(users.map((user) => user.client.destroy()));
}
