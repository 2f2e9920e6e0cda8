import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import type { Candle, CandlePeriod } from '../../protocol/schemas/kline.ts';
import type { TradeSymbol } from '../../protocol/schemas/market.ts';
import { type ClientMessage, parseClientMessage } from '../../protocol/ws.ts';
import { decodeFrame, encodeFrame } from '../../server/realtime/wireCodec.ts';
import { QUOTE_STRIDE, type RealtimeUpdate } from '../realtime/api.ts';
import { RealtimeCore } from '../realtime/core.ts';
import type { RestApi } from '../realtime/restApi.ts';
import { fakeSymbol } from '../realtime/testing/fakeSymbol.ts';
import { ManualTimers } from '../realtime/testing/manualTimers.ts';

export { fakeSymbol };

/** Waits (in real time, for real sockets) until `check` holds. */
export async function until(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A bare `ws` server the test scripts: it records what clients send and answers nothing by itself. */
export async function scriptedServer() {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(server, 'listening');
  const received: ClientMessage[] = [];
  const sockets: WebSocket[] = [];
  let connections = 0;
  server.on('connection', (socket) => {
    connections += 1;
    sockets.push(socket);
    socket.on('message', (data: Buffer) => {
      const message = parseClientMessage(decodeFrame(data));
      if (message) received.push(message);
    });
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `ws://127.0.0.1:${port}/v1/ws`,
    received,
    get connections() {
      return connections;
    },
    latest(): WebSocket {
      const socket = sockets[sockets.length - 1];
      if (!socket) throw new Error('no client connected');
      return socket;
    },
    send(message: unknown) {
      this.latest().send(encodeFrame(message));
    },
    sendRaw(data: Buffer | string) {
      this.latest().send(data);
    },
    async close() {
      for (const socket of sockets) socket.terminate();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A REST stand-in that counts calls (the real endpoints are exercised in the gateway tests). */
export function countingRest(symbols: TradeSymbol[] = [], history: Candle[] = []) {
  const calls = { tradeList: 0, kline: [] as { id: number; period: CandlePeriod }[] };
  const rest: RestApi = {
    async tradeList() {
      calls.tradeList += 1;
      return symbols;
    },
    async kline(id, period) {
      calls.kline.push({ id, period });
      return history;
    },
  };
  return { rest, calls };
}

/** A core on manual timers whose updates are collected; `random` fixes the jitter. */
export function testCore(url: string, rest: RestApi, options: { token?: string | null; random?: () => number } = {}) {
  const timers = new ManualTimers();
  const updates: RealtimeUpdate[] = [];
  const core = new RealtimeCore({
    url,
    rest,
    timers,
    token: options.token ?? null,
    random: options.random ?? (() => 0.5),
    socketFactory: (address) => new WebSocket(address, { perMessageDeflate: false }),
    sink: (update) => {
      updates.push(update);
    },
  });
  return { core, timers, updates };
}

/** The last price the updates gave each symbol. */
export function lastBids(updates: readonly RealtimeUpdate[]): Map<string, number> {
  const codes: string[] = [];
  const bids = new Map<string, number>();
  for (const update of updates) {
    if (!update.quotes) continue;
    codes.push(...update.quotes.newCodes);
    update.quotes.index.forEach((symbol, i) => {
      const code = codes[symbol];
      if (code !== undefined) bids.set(code, update.quotes?.values[i * QUOTE_STRIDE] ?? Number.NaN);
    });
  }
  return bids;
}

export const MIN = 60_000;
/** the paging server's latest bar opens here */
export const T0 = 1_700_000_040_000 - (1_700_000_040_000 % MIN);
const flatBar = (time: number): Candle => ({ Time: time, Open: 1, High: 1, Low: 1, Close: 1, Volume: 1 });

/**
 * The server's kline for a paging chart: `pageBars` one-minute bars per page ending at T0 (or before `to`),
 * nothing older than `historyBars` minutes before T0 + 1 minute. `asked` records each request's `to`.
 */
export function pagingRest({ pageBars = 10, historyBars = 26 } = {}) {
  const asked: (number | undefined)[] = [];
  const oldest = T0 + MIN - historyBars * MIN;
  const rest: RestApi = {
    async tradeList() {
      return [fakeSymbol(1, 'EURUSD')];
    },
    async kline(_id: number, _period: CandlePeriod, to?: number) {
      asked.push(to);
      const end = to === undefined ? T0 + MIN : to;
      const page: Candle[] = [];
      for (let time = end - pageBars * MIN; time < end; time += MIN) if (time >= oldest) page.push(flatBar(time));
      return page;
    },
  };
  return { rest, asked };
}
