import http from 'node:http';
import { ResultCode } from '../protocol/envelope.ts';
import type { Outcome } from './pacedLatencies.ts';

/** One demo user of the load: its own loopback address (127.0.x.y), its own keep-alive connection and token. */
export interface LoadUser {
  agent: http.Agent;
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

export function get(baseUrl: string, agent: http.Agent, pathAndQuery: string, token?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${baseUrl}${pathAndQuery}`,
      { agent, headers: { lang: 'en', ...(token ? { authorization: token } : {}) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Reply);
          } catch (error) {
            reject(error);
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** The index-th loopback address: 127.0.1.1, 127.0.1.2, … 127.0.1.250, 127.0.2.1, … */
export function loopbackAddress(index: number): string {
  return `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;
}

/** Opens a demo account per user, each asked for from its own address (the per-address demo limit holds). */
export async function createUsers(baseUrl: string, count: number, runId: string): Promise<LoadUser[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: loopbackAddress(index) });
      const reply = await get(baseUrl, agent, `/api/user/createAccountDemoForU?demo_id=load-${runId}-${index}`);
      const token = (reply.data as { token?: string } | null)?.token;
      if (reply.code !== ResultCode.ok || !token) throw new Error(`demo account refused: ${JSON.stringify(reply)}`);
      return { agent, token };
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
export async function sendOperation(baseUrl: string, user: LoadUser, openId?: number): Promise<OperationResult> {
  const pathAndQuery = openId === undefined ? SUBMIT : `/v1/api/forex/close?id=${openId}`;
  try {
    const reply = await get(baseUrl, user.agent, pathAndQuery, user.token);
    if (reply.code !== ResultCode.ok) return { outcome: 'refused' };
    const openedId = openId === undefined ? (reply.data as { Id?: number } | null)?.Id : undefined;
    return openedId === undefined ? { outcome: 'accepted' } : { outcome: 'accepted', openedId };
  } catch {
    return { outcome: 'failed' };
  }
}

/** Every user opens and closes 0.01-lot market orders back to back until `until` (performance.now()). */
export async function runLoad(baseUrl: string, users: readonly LoadUser[], until: number): Promise<LoadReport> {
  const report: LoadReport = { accepted: 0, refused: 0, failed: 0, latencies: [] };
  const timed = async (user: LoadUser, openId?: number): Promise<OperationResult> => {
    const started = performance.now();
    const result = await sendOperation(baseUrl, user, openId);
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

export function closeUsers(users: readonly LoadUser[]): void {
  for (const user of users) user.agent.destroy();
}
