import { describe, expect, it } from 'vitest';
import { amount } from '../money/decimal.ts';
import type { AlertRow } from '../trading/alertStore.ts';
import { openOrder } from '../trading/testing/orderFixture.ts';
import type { OrderCommands } from '../trading/tradingDesk.ts';
import { LocalEventBus } from './bus.ts';
import { RemoteOrderCommands, serveEngineCommands } from './engineCommands.ts';
import { LeaderWatch } from './presence.ts';

const ROW = openOrder({ id: 7, stopLoss: '1.09', createdAt: 1_700_000_000_000, openedAt: 1_700_000_000_000 });
const ALERT: AlertRow = {
  id: 4,
  userId: 3,
  symbolId: 1,
  watch: 'bid',
  direction: 'above',
  level: '1.17000',
  status: 'active',
  createdAt: 1_700_000_000_000,
  firedAt: null,
  firedPrice: null,
};

/** An engine stand-in that records what it was asked and answers as the real one can. */
function engineAnswering(): OrderCommands & { asked: unknown[] } {
  const asked: unknown[] = [];
  return {
    asked,
    async submit(userId, accountId, symbolId, request) {
      asked.push({ userId, accountId, symbolId, request });
      if (request.lots === '0x10')
        return { ok: false, refusal: { code: 'invalidParams', key: 'numberMalformed', params: { field: 'cont' } } };
      if (symbolId === 999)
        return { ok: false, refusal: { code: 'notFound', key: 'symbolUnknown', params: { id: 999 } } };
      return { ok: true, value: ROW };
    },
    async close() {
      throw new Error('database down');
    },
    async closeAll(accountId, symbolId) {
      asked.push({ accountId, symbolId });
      return { ok: true, value: { closed: [{ ...ROW, accountId, status: 'closed' }], marketClosed: 2 } };
    },
    async cancel() {
      return { ok: false, refusal: { code: 'notFound', key: 'orderNotFound' } };
    },
    async setStops(accountId, orderId, { stopLoss, trailingPoints }) {
      return { ok: true, value: { ...ROW, id: orderId, accountId, stopLoss, trailingPoints: trailingPoints ?? null } };
    },
    async resetDemo() {
      return { ok: true, value: amount('10000') };
    },
    async addAlert(userId, request) {
      asked.push({ userId, request });
      if (request.level === '1.0')
        return {
          ok: false,
          refusal: { code: 'orderRejected', key: 'alertAlreadyAbove', params: { level: '1.00000' } },
        };
      return { ok: true, value: { ...ALERT, userId, level: request.level } };
    },
    async cancelAlert(userId, alertId) {
      if (alertId !== ALERT.id) return { ok: false, refusal: { code: 'notFound', key: 'alertNotFound' } };
      return { ok: true, value: { ...ALERT, userId, status: 'cancelled' } };
    },
  };
}

const REQUEST = {
  side: 1 as const,
  lots: '0.1',
  multiple: 100,
  market: true,
  targetPrice: '0',
  stopLoss: '1.09',
  takeProfit: '0',
};

describe('order commands from a gateway to the engine leader over the bus', () => {
  it('gives back what the engine returned: the order row, its refusals, the demo balance', async () => {
    const bus = new LocalEventBus();
    const engine = engineAnswering();
    serveEngineCommands(bus, engine, () => {});
    const remote = new RemoteOrderCommands(bus);

    expect(await remote.submit(3, 10, 1, REQUEST)).toEqual({ ok: true, value: ROW });
    expect(engine.asked).toEqual([{ userId: 3, accountId: 10, symbolId: 1, request: REQUEST }]);
    expect(await remote.submit(3, 10, 999, REQUEST)).toEqual({
      ok: false,
      refusal: { code: 'notFound', key: 'symbolUnknown', params: { id: 999 } },
    });
    expect(await remote.cancel(10, 7)).toEqual({ ok: false, refusal: { code: 'notFound', key: 'orderNotFound' } });
    expect(await remote.setStops(10, 8, { stopLoss: '1.08', takeProfit: '0' })).toMatchObject({
      ok: true,
      value: { id: 8, stopLoss: '1.08' },
    });
    expect(await remote.setStops(10, 8, { stopLoss: '0', takeProfit: '0', trailingPoints: 50 })).toMatchObject({
      ok: true,
      value: { trailingPoints: 50 },
    });
    expect(await remote.closeAll(10, 4)).toEqual({
      ok: true,
      value: { closed: [{ ...ROW, accountId: 10, status: 'closed' }], marketClosed: 2 },
    });
    expect(await remote.closeAll(11)).toMatchObject({ ok: true });
    expect(engine.asked.slice(-2)).toEqual([
      { accountId: 10, symbolId: 4 },
      { accountId: 11, symbolId: undefined },
    ]);
    const reset = await remote.resetDemo(10);
    expect(reset.ok && reset.value.eq(10_000)).toBe(true);
  });

  it('carries price alerts to the engine and back: the added row, its refusals, a cancel', async () => {
    const bus = new LocalEventBus();
    const engine = engineAnswering();
    serveEngineCommands(bus, engine, () => {});
    const remote = new RemoteOrderCommands(bus);
    const request = { symbolId: 1, watch: 'bid' as const, direction: 'above' as const, level: '1.17000' };

    expect(await remote.addAlert(3, request)).toEqual({ ok: true, value: ALERT });
    expect(engine.asked).toEqual([{ userId: 3, request }]);
    expect(await remote.addAlert(3, { ...request, level: '1.0' })).toEqual({
      ok: false,
      refusal: { code: 'orderRejected', key: 'alertAlreadyAbove', params: { level: '1.00000' } },
    });
    expect(await remote.cancelAlert(3, 4)).toEqual({ ok: true, value: { ...ALERT, status: 'cancelled' } });
    expect(await remote.cancelAlert(3, 5)).toEqual({ ok: false, refusal: { code: 'notFound', key: 'alertNotFound' } });
  });

  it('carries a partial close’s lots to the engine, and a whole close without any', async () => {
    const bus = new LocalEventBus();
    const closes: unknown[] = [];
    serveEngineCommands(
      bus,
      {
        ...engineAnswering(),
        async close(accountId, orderId, lots) {
          closes.push([accountId, orderId, lots]);
          return { ok: true, value: { ...ROW, id: orderId, lots: lots ?? ROW.lots, status: 'closed' } };
        },
      },
      () => {},
    );
    const remote = new RemoteOrderCommands(bus);
    expect(await remote.close(10, 7, '0.03')).toMatchObject({ ok: true, value: { lots: '0.03', status: 'closed' } });
    expect(await remote.close(10, 7)).toMatchObject({ ok: true, value: { lots: '0.1' } });
    expect(closes).toEqual([
      [10, 7, '0.03'],
      [10, 7, undefined],
    ]);
  });

  it('gives back the engine’s refusal of a malformed number as the same refusal (rendered as in one process)', async () => {
    const bus = new LocalEventBus();
    serveEngineCommands(bus, engineAnswering(), () => {});
    expect(await new RemoteOrderCommands(bus).submit(3, 10, 1, { ...REQUEST, lots: '0x10' })).toEqual({
      ok: false,
      refusal: { code: 'invalidParams', key: 'numberMalformed', params: { field: 'cont' } },
    });
  });

  it('reports an engine fault as a fault, logged on the engine, not as a refusal', async () => {
    const bus = new LocalEventBus();
    const logged: string[] = [];
    serveEngineCommands(bus, engineAnswering(), (message) => logged.push(message));
    await expect(new RemoteOrderCommands(bus).close(10, 7)).rejects.toThrow(/engine fault: database down/);
    expect(logged).toEqual(['engine command failed']);
  });

  it('answers serviceUnavailable while no engine serves (none elected, or taking over)', async () => {
    const bus = new LocalEventBus();
    const stopServing = serveEngineCommands(bus, engineAnswering(), () => {});
    stopServing();
    expect(await new RemoteOrderCommands(bus).close(10, 7)).toEqual({
      ok: false,
      refusal: { code: 'serviceUnavailable', key: 'serviceUnavailable' },
    });
    expect(await new RemoteOrderCommands(bus).resetDemo(10)).toEqual({
      ok: false,
      refusal: { code: 'serviceUnavailable', key: 'serviceUnavailable' },
    });
    expect(await new RemoteOrderCommands(bus).cancelAlert(3, 4)).toEqual({
      ok: false,
      refusal: { code: 'serviceUnavailable', key: 'serviceUnavailable' },
    });
  });
});

describe('a takeover while commands wait on the old leader', () => {
  it('ends the waiting commands as serviceUnavailable when another leader beats, not at the time-out', async () => {
    const bus = new LocalEventBus();
    // The old leader took the request and died: it never answers.
    bus.serve(() => new Promise<Uint8Array>(() => {}));
    const remote = new RemoteOrderCommands(bus, 60_000);
    const leader = new LeaderWatch(bus, Date.now);
    leader.onChange(() => remote.abandonWaiting());
    bus.publish('leader', { engineId: 'engine-1', since: 1 });

    let settled = false;
    const waiting = remote.submit(3, 10, 1, REQUEST);
    void waiting.then(() => {
      settled = true;
    });
    bus.publish('leader', { engineId: 'engine-1', since: 1 }); // the same leader beating again changes nothing
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    bus.publish('leader', { engineId: 'engine-2', since: 2 });
    expect(await waiting).toEqual({ ok: false, refusal: { code: 'serviceUnavailable', key: 'serviceUnavailable' } });
    expect(leader.leader()).toBe('engine-2');
  });
});
