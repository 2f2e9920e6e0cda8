import { describe, expect, it } from 'vitest';
import type { AccountRisk } from '../../protocol/schemas/trading.ts';
import { TOPIC_FOREX_TRADE } from '../../protocol/ws.ts';
import { TotalsPusher } from './totalsPusher.ts';

function totalsOf(accountId: number): AccountRisk {
  return {
    balance: `${accountId}.00`,
    equity: '1.00',
    margin: '0.000000',
    free_margin: '1.00',
    risk_rate: '0',
    all_fact_profits: '0.00',
    stop_out_level: '50',
  };
}

function pusherFor(online: readonly number[]) {
  const sent: { userId: number; topic: string; data: unknown }[] = [];
  const accounts = new Map([
    [100, 10],
    [200, 20],
  ]);
  const pusher = new TotalsPusher({
    book: { accountOf: (userId) => accounts.get(userId), holdingCount: () => 2, pendingCount: () => 1 },
    publisher: {
      toUser: (userId, topic, data) => sent.push({ userId, topic, data }),
      isOnline: (userId) => online.includes(userId),
    },
    risk: async (accountId) => totalsOf(accountId),
  });
  return { pusher, sent };
}

describe('the FOREX_TRADE totals pusher', () => {
  it('pushes each marked online user once per beat, however often they were marked', async () => {
    const { pusher, sent } = pusherFor([100, 200]);
    pusher.markDirty(100);
    pusher.markDirty(100);
    pusher.markDirty(200);
    await Promise.all(pusher.push());
    expect(sent.map((push) => [push.userId, push.topic])).toEqual([
      [100, TOPIC_FOREX_TRADE],
      [200, TOPIC_FOREX_TRADE],
    ]);
    expect(sent[0]?.data).toMatchObject({ balance: '10.00', holding: 2, pending: 1 });
    await Promise.all(pusher.push());
    expect(sent).toHaveLength(2);
  });

  it('sends nothing to users who are offline or have no account in the book', async () => {
    const { pusher, sent } = pusherFor([200]);
    pusher.markDirty(100);
    pusher.markDirty(300);
    await Promise.all(pusher.push());
    expect(sent).toEqual([]);
  });
});
