import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteTuple, ServerMessage } from '../../protocol/ws.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { Tick } from '../market/quoteSource.ts';
import { buildTestApp } from '../testing/testApp.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { connectTestSocket } from '../testing/wsClient.ts';
import { MAX_BUFFERED_BYTES } from './connection.ts';
import { listenForSockets } from './testGateway.ts';
import { encodeFrame } from './wireCodec.ts';

const isBatch = (message: ServerMessage): message is Extract<ServerMessage, { op: 'msg' }> =>
  message.op === 'msg' && message.topic === 'DAY_MARKET';

describe.each(testDatabases())('realtime gateway on $name', (target) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let url = '';
  let clock = Date.now();

  beforeAll(async () => {
    database = await target.open();
    app = await buildTestApp(database, {}, { alwaysOpen: true });
    url = await listenForSockets(app);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  function tick(symbolId: number, bid: number): Tick {
    clock += 10;
    return { symbolId, time: clock, bid, ask: bid + 0.0001 };
  }

  it('sends subscribed quote batches with increasing sequence numbers, coalesced per symbol', async () => {
    const client = await connectTestSocket(url);
    client.send({ op: 'sub', topics: ['DAY_MARKET'] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    app.source.push(tick(1, 1.1), tick(1, 1.2), tick(2, 1.3));
    const first = await client.next(isBatch);
    if (!isBatch(first)) throw new Error('not a batch');
    const quotes = first.data as QuoteTuple[];
    expect(quotes.find((quote) => quote[0] === 'EURUSD')?.[2]).toBe(1.2);
    expect(quotes.filter((quote) => quote[0] === 'EURUSD')).toHaveLength(1);
    app.source.push(tick(1, 1.25));
    const second = await client.next((message) => isBatch(message) && message !== first);
    if (!isBatch(second)) throw new Error('not a batch');
    expect(second.seq).toBe(first.seq + 1);
    client.close();
  });

  it('stops sending a topic after unsub and answers pings with the same t', async () => {
    const client = await connectTestSocket(url);
    client.send({ op: 'sub', topics: ['DAY_MARKET', 'KLINE.EURUSD'] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    app.source.push(tick(1, 1.3));
    await client.next((message) => message.op === 'msg' && message.topic === 'KLINE.EURUSD');
    client.send({ op: 'unsub', topics: ['DAY_MARKET', 'KLINE.EURUSD'] });
    client.send({ op: 'ping', t: 12345 });
    await client.next((message) => message.op === 'pong' && message.t === 12345);
    const count = client.received.length;
    app.source.push(tick(1, 1.31));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(client.received.length).toBe(count);
    client.close();
  });

  it('refuses a browser from a foreign origin but accepts the app’s own', async () => {
    await expect(connectTestSocket(url, { Origin: 'https://evil.example' })).rejects.toThrow('HTTP 403');
    const own = await connectTestSocket(url, { Origin: url.replace('ws://', 'http://').replace('/v1/ws', '') });
    own.close();
  });

  it('closes with 1009 on a frame over 64 KB and closes only the socket that sent garbage', async () => {
    const big = await connectTestSocket(url);
    big.socket.send(Buffer.alloc(100 * 1024, 1));
    expect((await big.closed).code).toBe(1009);

    const bystander = await connectTestSocket(url);
    bystander.send({ op: 'sub', topics: ['DAY_MARKET'] });
    const rude = await connectTestSocket(url);
    rude.socket.send(Buffer.from([0xc1, 0xff, 0x00]));
    expect((await rude.closed).code).toBe(1007);
    const textual = await connectTestSocket(url);
    textual.socket.send('hello');
    expect((await textual.closed).code).toBe(1003);
    app.source.push(tick(3, 1.5));
    await bystander.next(isBatch);
    bystander.close();
  });

  it('closes a client that floods it with messages', async () => {
    const flooder = await connectTestSocket(url);
    for (let index = 0; index < 200; index += 1) flooder.send({ op: 'ping', t: index });
    expect((await flooder.closed).code).toBe(1008);
  });

  it('delivers per-user topics only to the logged-in user’s sockets and forgets them on logout', async () => {
    const demo = await app.inject({
      method: 'GET',
      url: '/api/user/createAccountDemoForU?demo_id=gateway-test-device',
    });
    const token = demo.json<{ data: { token: string } }>().data.token;
    const info = await app.inject({ method: 'GET', url: '/api/user/info', headers: { authorization: token } });
    const userId = info.json<{ data: { id: number } }>().data.id;

    const mine = await connectTestSocket(url);
    const stranger = await connectTestSocket(url);
    mine.send({ op: 'login', token });
    stranger.send({ op: 'login', token: 'not-a-real-token-at-all' });
    await mine.next((message) => message.op === 'login' && message.ok);
    await stranger.next((message) => message.op === 'login' && !message.ok);
    for (const client of [mine, stranger]) client.send({ op: 'sub', topics: ['FOREX_CLOSED'] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    app.realtime.publishToUser(userId, 'FOREX_CLOSED', { ids: [42] });
    const closed = await mine.next((message) => message.op === 'msg' && message.topic === 'FOREX_CLOSED');
    expect(closed).toMatchObject({ data: { ids: [42] }, seq: 1 });
    mine.send({ op: 'logout' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    app.realtime.publishToUser(userId, 'FOREX_CLOSED', { ids: [43] });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mine.received.filter((message) => message.op === 'msg')).toHaveLength(1);
    expect(stranger.received.filter((message) => message.op === 'msg')).toHaveLength(0);
    mine.close();
    stranger.close();
  });

  it('keeps a client that never reads within its memory bound by dropping old batches', async () => {
    // A raw socket that completes the handshake, subscribes, then never reads another byte.
    const port = Number(new URL(url).port);
    const raw = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => raw.once('connect', () => resolve()));
    raw.write(
      `GET /v1/ws HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
    );
    await new Promise<void>((resolve) => raw.once('data', () => resolve()));
    const payload = encodeFrame({ op: 'sub', topics: ['DAY_MARKET'] });
    const mask = Buffer.from([1, 2, 3, 4]);
    const masked = Buffer.from(payload.map((byte, index) => byte ^ (mask[index % 4] ?? 0)));
    raw.write(Buffer.concat([Buffer.from([0x82, 0x80 | payload.length]), mask, masked]));
    raw.pause();
    await new Promise((resolve) => setTimeout(resolve, 50));

    const droppedBefore = app.realtime.droppedFrames;
    let largest = 0;
    // Loopback kernel buffers absorb a few megabytes first; keep publishing until the server has to drop.
    let extraRounds = 200;
    for (let round = 0; round < 40_000 && extraRounds > 0; round += 1) {
      const ticks: Tick[] = [];
      for (let symbolId = 1; symbolId <= 29; symbolId += 1) ticks.push(tick(symbolId, 1 + round / 1e6));
      app.source.push(...ticks);
      app.realtime.flush();
      largest = Math.max(largest, app.realtime.largestQueuedBytes());
      if (app.realtime.droppedFrames > droppedBefore) extraRounds -= 1;
      if (round % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(app.realtime.droppedFrames).toBeGreaterThan(droppedBefore);
    expect(largest).toBeLessThan(MAX_BUFFERED_BYTES + 64 * 1024);
    raw.destroy();
  });
});
