import { once } from 'node:events';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WS_PING_INTERVAL_MS } from '../../protocol/ws.ts';
import { backoffCeiling, RECONNECT_CAP_MS } from '../realtime/backoff.ts';
import { CONNECT_TIMEOUT_MS } from '../realtime/connection.ts';
import { countingRest, lastBids, scriptedServer, testCore, until } from './harness.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A TCP server that accepts and then says nothing: the WebSocket handshake never completes. */
async function silentTcpServer() {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  );
  return { url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/v1/ws`, accepted: () => sockets.length };
}

describe('realtime connection (SPEC §4, §9)', () => {
  it('gives up on a socket that does not open within 5 s and tries again after the back-off', async () => {
    const server = await silentTcpServer();
    const { core, timers } = testCore(server.url, countingRest().rest, { random: () => 0.5 });
    cleanups.push(() => core.stop());
    core.start();
    await until(() => server.accepted() === 1);
    timers.advance(CONNECT_TIMEOUT_MS - 1);
    expect(core.connection.state).toBe('connecting');
    timers.advance(1);
    expect(core.connection.state).toBe('waiting');
    // first back-off: half of the 500 ms ceiling with random() = 0.5
    timers.advance(250);
    expect(core.connection.state).toBe('connecting');
    await until(() => server.accepted() === 2);
  });

  it('drops the socket after 3 unanswered pings and reconnects, logging in and subscribing again', async () => {
    const server = await scriptedServer();
    cleanups.push(() => server.close());
    const { core, timers } = testCore(server.url, countingRest().rest, { token: 'token-1' });
    cleanups.push(() => core.stop());
    core.subscribe('FOREX_TRADE');
    core.start();
    await until(() => core.connection.state === 'open' && server.received.length >= 2);
    expect(server.received.slice(0, 2)).toEqual([
      { op: 'login', token: 'token-1' },
      { op: 'sub', topics: ['DAY_MARKET', 'FOREX_TRADE'] },
    ]);

    for (let ping = 1; ping <= 3; ping += 1) {
      timers.advance(WS_PING_INTERVAL_MS);
      await until(() => server.received.filter((message) => message.op === 'ping').length === ping);
      expect(core.connection.state).toBe('open');
    }
    timers.advance(WS_PING_INTERVAL_MS);
    expect(core.connection.state).toBe('waiting');

    timers.advance(RECONNECT_CAP_MS);
    await until(() => server.connections === 2 && server.received.length >= 7);
    expect(server.received.slice(5, 7)).toEqual([
      { op: 'login', token: 'token-1' },
      { op: 'sub', topics: ['DAY_MARKET', 'FOREX_TRADE'] },
    ]);
  });

  it('keeps a socket whose pongs come back', async () => {
    const server = await scriptedServer();
    cleanups.push(() => server.close());
    const { core, timers } = testCore(server.url, countingRest().rest);
    cleanups.push(() => core.stop());
    core.start();
    await until(() => core.connection.state === 'open');
    for (let ping = 1; ping <= 6; ping += 1) {
      timers.advance(WS_PING_INTERVAL_MS);
      await until(() => server.received.filter((message) => message.op === 'ping').length === ping);
      server.send({ op: 'pong', t: 0 });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(core.connection.state).toBe('open');
    expect(server.connections).toBe(1);
  });

  it('backs off exponentially with full jitter, capped at 20 s', async () => {
    // nothing listens on this port: every attempt fails at once
    const probe = createServer();
    probe.listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const url = `ws://127.0.0.1:${(probe.address() as AddressInfo).port}/v1/ws`;
    await new Promise((resolve) => probe.close(resolve));

    const draws = [0.999, 0, 0.5, 0.999, 0.999, 0.999, 0.999, 0.999, 0.999];
    let draw = 0;
    const { core, timers } = testCore(url, countingRest().rest, { random: () => draws[draw++] ?? 0.999 });
    cleanups.push(() => core.stop());
    core.start();
    const waits: number[] = [];
    for (let attempt = 0; attempt < draws.length; attempt += 1) {
      await until(() => core.connection.state === 'waiting');
      // the retry timer is the last delay asked for
      const wait = timers.delays[timers.delays.length - 1] ?? -1;
      waits.push(wait);
      expect(wait).toBeGreaterThanOrEqual(0);
      expect(wait).toBeLessThan(backoffCeiling(attempt));
      timers.advance(wait);
    }
    expect(waits[0]).toBe(Math.floor(0.999 * 500));
    expect(waits[1]).toBe(0);
    expect(waits[2]).toBe(1_000);
    expect(waits[3]).toBe(Math.floor(0.999 * 4_000));
    expect(waits.at(-1)).toBe(Math.floor(0.999 * RECONNECT_CAP_MS));
  });

  it('ignores garbage frames and keeps the stream going', async () => {
    const server = await scriptedServer();
    cleanups.push(() => server.close());
    const { core, timers, updates } = testCore(server.url, countingRest().rest);
    cleanups.push(() => core.stop());
    core.start();
    await until(() => core.connection.state === 'open');
    server.sendRaw(Buffer.from([0xc1, 0xc1, 0xc1]));
    server.sendRaw('not msgpack, not binary');
    server.send({ op: 'msg', topic: 'DAY_MARKET', seq: 1, data: [['EURUSD', 1, 'x', 2, 3, 4, 5], 'junk'] });
    server.send({ op: 'what', topic: 'DAY_MARKET' });
    server.send({ op: 'msg', topic: 'DAY_MARKET', seq: 2, data: [['EURUSD', 1, 1.1, 1.2, 1.0, 1.3, 0.9]] });
    await until(() => core.stats.ticks === 1);
    timers.advance(20);
    await until(() => lastBids(updates).get('EURUSD') === 1.1);
    expect(core.connection.state).toBe('open');
    expect(server.connections).toBe(1);
  });

  it('resyncs (a fresh trade_list and chart history) when a sequence number is skipped', async () => {
    const server = await scriptedServer();
    cleanups.push(() => server.close());
    const { rest, calls } = countingRest([], []);
    const { core } = testCore(server.url, rest);
    cleanups.push(() => core.stop());
    core.start();
    await until(() => core.connection.state === 'open');
    const quote = (seq: number) => ({
      op: 'msg',
      topic: 'DAY_MARKET',
      seq,
      data: [['EURUSD', seq, 1 + seq / 1000, 1.1, 1, 1.2, 0.9]],
    });
    server.send(quote(41));
    server.send(quote(42));
    await until(() => core.stats.ticks === 2);
    expect(core.stats.gaps).toBe(0);
    const before = calls.tradeList;
    server.send(quote(44));
    await until(() => core.stats.ticks === 3 && calls.tradeList === before + 1);
    expect(core.stats.gaps).toBe(1);
  });

  it('logs in and out live when the token changes, without reconnecting', async () => {
    const server = await scriptedServer();
    cleanups.push(() => server.close());
    const { core } = testCore(server.url, countingRest().rest);
    cleanups.push(() => core.stop());
    core.start();
    await until(() => core.connection.state === 'open' && server.received.length === 1);
    core.connection.setToken('fresh');
    core.connection.setToken(null);
    await until(() => server.received.length === 3);
    expect(server.received.slice(1)).toEqual([{ op: 'login', token: 'fresh' }, { op: 'logout' }]);
    expect(server.connections).toBe(1);
  });

  it('waits while offline and connects as soon as the network is back', async () => {
    const server = await scriptedServer();
    cleanups.push(() => server.close());
    const { core } = testCore(server.url, countingRest().rest);
    cleanups.push(() => core.stop());
    core.connection.setOnline(false);
    core.start();
    expect(core.connection.state).toBe('offline');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.connections).toBe(0);
    core.connection.setOnline(true);
    await until(() => core.connection.state === 'open');
    core.connection.setOnline(false);
    expect(core.connection.state).toBe('offline');
  });
});
