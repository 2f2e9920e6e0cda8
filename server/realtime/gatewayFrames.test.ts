import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectTestSocket } from '../testing/wsClient.ts';
import { FLOOD_LIMIT_PER_SECOND } from './connection.ts';
import { gatewayWithHeldLookups } from './testGateway.ts';

describe('realtime gateway, frames a client should not send', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    vi.restoreAllMocks();
  });

  it.each([
    ['a log-in token', { op: 'login', token: 'token\u0000of-user-42' }],
    ['a topic', { op: 'sub', topics: ['DAY_MARKET', 'FOREX_TRADE\u0000'] }],
  ])('closes with 1007, looking nothing up, a frame whose text holds U+0000 in %s', async (_where, frame) => {
    const running = await gatewayWithHeldLookups();
    stop = running.stop;
    const client = await connectTestSocket(running.url);
    client.send(frame);
    expect(await client.closed).toEqual({ code: 1007, reason: 'text holds U+0000' });
    expect(running.lookups).toEqual([]);
  });

  it('handles nothing a socket sends once it has decided to close it, and schedules its cut-off once', async () => {
    // Every reading of the clock is 10 ms later, so the flood window restarts while the frames sent after the
    // flood are still being read.
    let clock = 0;
    const running = await gatewayWithHeldLookups(() => {
      clock += 10;
      return clock;
    });
    stop = running.stop;
    const client = await connectTestSocket(running.url);
    const timers = vi.spyOn(globalThis, 'setTimeout');

    for (let index = 0; index <= FLOOD_LIMIT_PER_SECOND; index += 1) client.send({ op: 'ping', t: index });
    for (let index = 0; index < 500; index += 1) client.send({ op: 'login', token: `token-${index}` });

    expect((await client.closed).code).toBe(1008);
    expect(running.lookups).toEqual([]);
    expect(timers.mock.calls.length).toBeLessThan(10);
  });
});
