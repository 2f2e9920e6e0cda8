import { describe, expect, it } from 'vitest';
import type { PriceAlertFired } from '../../protocol/ws.ts';
import type { RealtimeUpdate } from './api.ts';
import { RealtimeCore } from './core.ts';
import { ManualTimers } from './testing/manualTimers.ts';
import { VISIBLE_FRAME_MS } from './updatePacing.ts';

/** A core that never opens its socket: messages are handed to `handle` as the connection would. */
function offlineCore() {
  const timers = new ManualTimers();
  const updates: RealtimeUpdate[] = [];
  const core = new RealtimeCore({
    url: 'ws://unused.test/v1/ws',
    timers,
    rest: { tradeList: async () => [], kline: async () => [] },
    socketFactory: () => {
      throw new Error('no socket in this test');
    },
    sink: (update) => {
      updates.push(update);
    },
  });
  let seq = 0;
  const push = (topic: string, data: unknown) => {
    seq += 1;
    core.handle({ op: 'msg', topic, seq, data });
  };
  return { core, timers, updates, push };
}

const FIRED: PriceAlertFired = {
  id: 7,
  symbolId: 1,
  code: 'EURUSD',
  watch: 'bid',
  direction: 'above',
  level: '1.17000',
  price: '1.17003',
  firedAt: 1_700_000_000_500,
};

describe('per-user topics in the realtime core', () => {
  it('hands FOREX_CLOSED ids to the main thread once, in the next update', () => {
    const { timers, updates, push } = offlineCore();
    push('FOREX_CLOSED', { ids: [3, 4] });
    push('FOREX_CLOSED', { ids: [5, 'six'] });
    timers.advance(VISIBLE_FRAME_MS);
    expect(updates.flatMap((update) => update.closed ?? [])).toEqual([3, 4, 5]);
  });

  it('hands each fired PRICE_ALERT to the main thread once, in arrival order', async () => {
    const { timers, updates, push } = offlineCore();
    push('PRICE_ALERT', FIRED);
    push('PRICE_ALERT', { ...FIRED, id: 8, watch: 'ask', direction: 'below' });
    timers.advance(VISIBLE_FRAME_MS);
    expect(updates).toHaveLength(1);
    expect(updates[0]?.alerts?.map((alert) => [alert.id, alert.watch, alert.direction])).toEqual([
      [7, 'bid', 'above'],
      [8, 'ask', 'below'],
    ]);
    // delivered: the next update does not carry them again
    await new Promise((resolve) => setTimeout(resolve, 0));
    push('FOREX_CLOSED', { ids: [1] });
    timers.advance(VISIBLE_FRAME_MS);
    expect(updates.at(-1)?.alerts).toBeUndefined();
  });

  it('drops PRICE_ALERT payloads that are not the protocol shape', () => {
    const { timers, updates, push } = offlineCore();
    const { price: _price, ...withoutPrice } = FIRED;
    for (const bad of [
      null,
      'EURUSD',
      [FIRED],
      withoutPrice,
      { ...FIRED, id: '7' },
      { ...FIRED, id: 7.5 },
      { ...FIRED, code: '' },
      { ...FIRED, watch: 'last' },
      { ...FIRED, direction: 'sideways' },
      { ...FIRED, level: 1.17 },
      { ...FIRED, firedAt: Number.NaN },
    ]) {
      push('PRICE_ALERT', bad);
    }
    timers.advance(VISIBLE_FRAME_MS);
    expect(updates.flatMap((update) => update.alerts ?? [])).toEqual([]);
    // a field the client does not know is left behind, the alert still arrives
    push('PRICE_ALERT', { ...FIRED, extra: 'ignored' });
    timers.advance(VISIBLE_FRAME_MS);
    expect(updates.flatMap((update) => update.alerts ?? [])).toEqual([FIRED]);
  });

  it('hands the latest stop the server moved per order to the main thread once, ignoring malformed entries', () => {
    const { timers, updates, push } = offlineCore();
    push('FOREX_STOPS', { orders: [{ id: 3, stopLoss: '1.10050' }] });
    push('FOREX_STOPS', {
      orders: [
        { id: 3, stopLoss: '1.10260' },
        { id: 4, stopLoss: 'NaN' },
        { id: -1, stopLoss: '1.2' },
        { id: 5, stopLoss: 1.2 },
        { id: 6, stopLoss: '1.09000' },
      ],
    });
    push('FOREX_STOPS', { orders: 'no' });
    timers.advance(VISIBLE_FRAME_MS);
    expect(updates.flatMap((update) => update.stops ?? [])).toEqual([
      { id: 3, stopLoss: '1.10260' },
      { id: 6, stopLoss: '1.09000' },
    ]);
    timers.advance(VISIBLE_FRAME_MS * 2);
    expect(updates.flatMap((update) => update.stops ?? [])).toHaveLength(2);
  });
});
