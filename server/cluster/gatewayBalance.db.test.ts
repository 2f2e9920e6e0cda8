import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { staffToken } from '../payments/testing/paymentsHarness.ts';
import { approvedWithdrawalOnMargin, closeReasonOf, type MarginStage } from '../payments/testing/withdrawalOnMargin.ts';
import { startSoleEngine, startTestGateway, type TestEngine, type TestGateway, until } from '../testing/testCluster.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { openTestNats, type TestNats } from '../testing/testNats.ts';

// No periodic sweep on the engine (it would re-read the balance too, every 5 s): only the gateway's notice can.
vi.mock(import('../trading/stopOut.ts'), async (original) => ({
  ...(await original()),
  sweepStopOuts: async () => {},
}));

// Wednesday noon in New York: every market open.
const WEDNESDAY = Date.parse('2026-11-18T17:00:00Z');
const EURUSD = 1;

describe.each(testDatabases())('a balance moved on a gateway reaches the engine leader on $name', (target) => {
  let database: DatabaseHandle;
  let nats: TestNats;
  let engine: TestEngine;
  let gateway: TestGateway;
  let staff: string;
  let now = WEDNESDAY;

  beforeAll(async () => {
    database = await target.open();
    nats = await openTestNats();
    engine = await startSoleEngine(database, nats, () => now);
    gateway = await startTestGateway(database, await nats.connect('gateway'), 'gateway', { now: () => now });
    await until('the gateway to hear the leader', () => gateway.leader.leader() !== undefined);
    staff = await staffToken(database, now);
  });

  afterAll(async () => {
    await gateway?.close();
    await engine?.node.stop();
    await nats?.stop();
    await database?.close();
  });

  const stage: MarginStage = {
    get database() {
      return database;
    },
    get app() {
      return gateway;
    },
    get staff() {
      return staff;
    },
    now: () => now,
    async quote(bid) {
      now += 1_000;
      engine.source().push({ symbolId: EURUSD, time: now, bid, ask: Number((bid + 0.0002).toFixed(5)) });
      const time = now;
      await until(`the gateway to quote ${bid}`, () => gateway.market.quotes.latest(EURUSD)?.time === time);
      await engine.node.engine?.settled();
    },
  };

  it('stops out at once the account whose withdrawal a gateway approved, at the next fall', async () => {
    const { orderId } = await approvedWithdrawalOnMargin(stage);
    // 43.6 % on the balance the approval left; 116 % on the one the engine's screen had before the notice
    await stage.quote(1.093);
    expect(await closeReasonOf(database, orderId)).toBe('stop_out');
  });
});
