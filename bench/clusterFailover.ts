import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ResultCode } from '../protocol/envelope.ts';
import type { Db } from '../server/db/database.ts';
import { queryRows } from '../server/db/rows.ts';
import { connectTestSocket } from '../server/testing/wsClient.ts';
import { metric, waitFor } from './clusterProcesses.ts';
import type { RunningServer } from './orderLoadServer.ts';
import { closeUsers, createUsers, get, type LoadUser } from './orderLoadUsers.ts';
import { round } from './stats.ts';

const USERS_PER_GATEWAY = 20;
const STORM_SECONDS = 12;
const KILL_AFTER_SECONDS = 4;
const SUBMIT = '/v1/api/forex/submit?type=1&cont=0.01&forex_id=1&status=1&multiple=100';

interface Outcome {
  /** when the request was sent and when its reply came (performance.now()) */
  sent: number;
  at: number;
  ok: boolean;
  code: number | 'failed';
}

/** Opens and closes orders back to back until `until`, noting each reply and every acknowledged id. */
async function storm(
  user: LoadUser,
  until: number,
  outcomes: Outcome[],
  acknowledged: {
    opened: Set<number>;
    closed: Set<number>;
  },
) {
  const call = async (pathAndQuery: string) => {
    const sent = performance.now();
    try {
      const reply = await get(user.client, pathAndQuery, user.token);
      outcomes.push({ sent, at: performance.now(), ok: reply.code === ResultCode.ok, code: reply.code });
      return reply.code === ResultCode.ok ? reply : null;
    } catch {
      outcomes.push({ sent, at: performance.now(), ok: false, code: 'failed' });
      return null;
    }
  };
  while (performance.now() < until) {
    const opened = await call(SUBMIT);
    const id = (opened?.data as { Id?: number } | null)?.Id;
    if (id === undefined) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    acknowledged.opened.add(id);
    if (await call(`/v1/api/forex/close?id=${id}`)) acknowledged.closed.add(id);
  }
}

/**
 * kill -9 of the engine leader during an order storm through both gateways: how long until orders are
 * accepted again and the standby leads, what the clients saw meanwhile, and the ledger audit afterwards.
 */
export async function measureFailover(
  print: (figure: string, value: number, unit: string) => void,
  db: Db,
  engines: readonly RunningServer[],
  gateways: readonly RunningServer[],
) {
  const isLeader = async (engine: RunningServer) => (await metric(engine, 'pipwave_engine_leader')) === 1;
  const runId = randomBytes(4).toString('hex');
  const users = await Promise.all(
    gateways.map((gateway, index) => createUsers(gateway.baseUrl, USERS_PER_GATEWAY, `${runId}-${index}`)),
  );
  const watchers = await Promise.all(
    gateways.map(async (gateway) => {
      const socket = await connectTestSocket(`${gateway.baseUrl.replace('http', 'ws')}/v1/ws`);
      socket.send({ op: 'sub', topics: ['DAY_MARKET'] });
      const frames: number[] = [];
      socket.socket.on('message', () => frames.push(performance.now()));
      return { socket, frames };
    }),
  );
  const outcomes: Outcome[] = [];
  const acknowledged = { opened: new Set<number>(), closed: new Set<number>() };
  const started = performance.now();
  const until = started + STORM_SECONDS * 1000;
  const load = Promise.all(users.flat().map((user) => storm(user, until, outcomes, acknowledged)));
  await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_SECONDS * 1000));
  const leaders = await Promise.all(engines.map(isLeader));
  const leader = engines[leaders.indexOf(true)];
  const standby = engines[leaders.indexOf(false)];
  if (!leader || !standby) throw new Error('no leader and standby to fail over');
  const killedAt = performance.now();
  process.kill(leader.pid, 'SIGKILL');
  const standbyLeadsMs = await waitFor('the standby to lead', () => isLeader(standby), 30_000);
  await load;

  // Requests answered after the kill: the first one sent after it and accepted ends the gap.
  const answeredAfter = outcomes.filter((outcome) => outcome.at > killedAt).sort((a, b) => a.at - b.at);
  const firstAccepted = answeredAfter.find((outcome) => outcome.ok && outcome.sent > killedAt);
  const gap = answeredAfter.filter((outcome) => !outcome.ok && (!firstAccepted || outcome.at <= firstAccepted.at));
  const slowest = Math.max(
    0,
    ...answeredAfter.filter((outcome) => outcome.sent <= killedAt).map((o) => o.at - killedAt),
  );
  const longestQuoteGap = Math.max(
    ...watchers.map(({ frames }) => {
      let longest = 0;
      for (let index = 1; index < frames.length; index += 1) {
        longest = Math.max(longest, (frames[index] ?? 0) - (frames[index - 1] ?? 0));
      }
      return longest;
    }),
  );
  print('failover standby leads after', Math.round(standbyLeadsMs), 'ms');
  print('failover orders accepted again after', firstAccepted ? Math.round(firstAccepted.at - killedAt) : -1, 'ms');
  print(
    'failover requests refused in the gap (1503)',
    gap.filter((outcome) => outcome.code === 1503).length,
    'requests',
  );
  print(
    'failover requests failed otherwise in the gap',
    gap.filter((outcome) => outcome.code !== 1503).length,
    'requests',
  );
  print('failover longest wait of a request in flight at the kill', Math.round(slowest), 'ms');
  print('failover longest quote gap on a socket', Math.round(longestQuoteGap), 'ms');
  const beforeKill = outcomes.filter((outcome) => outcome.ok && outcome.at <= killedAt).length;
  print('storm accepted before the kill', round(beforeKill / ((killedAt - started) / 1000), 1), 'ops/s');

  // The audit: every balance is the sum of its ledger; every acknowledged order and close is in the database.
  const mismatched = await queryRows<{ id: number }>(
    db,
    sql`select a.id from accounts a left join ledger_entries l on l.account_id = a.id
        group by a.id, a.balance having a.balance <> coalesce(sum(l.amount), 0)`,
  );
  const rows = await queryRows<{ id: number; status: string }>(
    db,
    sql`select id, status from orders where id = any(string_to_array(${[...acknowledged.opened].join(',')}, ',')::int[])`,
  );
  const status = new Map(rows.map((row) => [row.id, row.status]));
  const missing = [...acknowledged.opened].filter((id) => !status.has(id)).length;
  const notClosed = [...acknowledged.closed].filter((id) => status.get(id) !== 'closed').length;
  print('audit acknowledged orders', acknowledged.opened.size, 'orders');
  print('audit accounts whose balance is not the sum of their ledger', mismatched.length, 'accounts');
  print('audit acknowledged orders missing', missing, 'orders');
  print('audit acknowledged closes not closed', notClosed, 'orders');
  for (const { socket } of watchers) socket.close();
  await Promise.all(users.map(closeUsers));
}
