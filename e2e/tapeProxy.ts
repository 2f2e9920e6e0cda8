import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { createWirePackr } from '../protocol/wireCodec.ts';

const packr = createWirePackr();

/** One socket message of a tape: its fields, `seq` set by the player. */
export type TapeMessage = Record<string, unknown>;

/**
 * The app from the real server (`upstream`), but its socket answered by a tape player: `messages` are
 * sent one per `slotMs` on repeat, each with a fresh seq, whatever the page subscribes to (pings are
 * answered). Journeys and benches use it to play a market the real simulator would not (a news spike, a
 * steady tape).
 */
export async function tapeProxy(upstream: string, messages: readonly TapeMessage[], slotMs: number) {
  const http = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const answer = await fetch(`${upstream}${request.url ?? '/'}`, { headers: { lang: 'en' } });
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  const sockets = new WebSocketServer({ server: http, path: '/v1/ws' });
  sockets.on('connection', (socket) => {
    let seq = 0;
    let index = 0;
    const started = Date.now();
    // send every message that is due, on repeat
    const timer = setInterval(
      () => {
        const due = Math.floor((Date.now() - started) / slotMs);
        while (index < due) {
          const message = messages[index % messages.length];
          index += 1;
          if (!message) continue;
          seq += 1;
          socket.send(packr.pack({ ...message, seq }));
        }
      },
      Math.min(slotMs, 10),
    );
    socket.on('message', (data: Buffer) => {
      const message = packr.unpack(data) as { op?: string; t?: number };
      if (message.op === 'ping') socket.send(packr.pack({ op: 'pong', t: message.t }));
    });
    socket.on('close', () => clearInterval(timer));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate();
        http.close(() => resolve());
      }),
  };
}

/** A steady EURUSD tape: a random walk, `ticksPerSecond` quotes a second, 60 s long (then repeated). */
export function steadyTape(ticksPerSecond: number): TapeMessage[] {
  let seed = 11;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  let bid = 1.085;
  let high = bid;
  let low = bid;
  const messages: TapeMessage[] = [];
  const slotMs = 1000 / ticksPerSecond;
  for (let index = 0; index < 60 * ticksPerSecond; index += 1) {
    bid = Math.round((bid + (random() - 0.5) * 0.0004) * 100_000) / 100_000;
    high = Math.max(high, bid);
    low = Math.min(low, bid);
    const quote = ['EURUSD', Date.now() + index * slotMs, bid, bid + 0.00012, 1.085, high, low];
    messages.push({ op: 'msg', topic: 'DAY_MARKET', data: [quote] });
  }
  return messages;
}
