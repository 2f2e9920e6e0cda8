import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { decodeFrame, encodeFrame } from '../../server/realtime/wireCodec.ts';

/** One socket message of a tape: its fields, `seq` set by the player. */
export type TapeMessage = Record<string, unknown>;

/**
 * The app from the real server (`upstream`), but its socket answered by a tape player: `messages` are
 * sent one per `slotMs` on repeat, each with a fresh seq, whatever the page subscribes to (pings are
 * answered). Benches use it to play a market the real simulator would not (a news spike, a steady tape).
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
          socket.send(encodeFrame({ ...message, seq }));
        }
      },
      Math.min(slotMs, 10),
    );
    socket.on('message', (data: Buffer) => {
      const message = decodeFrame(data) as { op?: string; t?: number };
      if (message.op === 'ping') socket.send(encodeFrame({ op: 'pong', t: message.t }));
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
