import { WebSocket } from 'ws';
import { parseServerMessage, type ServerMessage } from '../../protocol/ws.ts';
import { decodeFrame, encodeFrame } from '../realtime/wireCodec.ts';

export interface TestSocket {
  socket: WebSocket;
  received: ServerMessage[];
  send(message: unknown): void;
  /** Resolves with the first message (already received or arriving) that matches. */
  next(match: (message: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

/** A real `ws` client speaking the gateway's msgpack frames. */
export function connectTestSocket(url: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers, perMessageDeflate: false });
    const received: ServerMessage[] = [];
    const waiters = new Set<() => void>();
    const closed = new Promise<{ code: number; reason: string }>((done) => {
      socket.on('close', (code, reason) => done({ code, reason: reason.toString() }));
    });
    socket.on('message', (data: Buffer) => {
      const message = parseServerMessage(decodeFrame(data));
      if (message) received.push(message);
      for (const wake of waiters) wake();
    });
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.once('open', () =>
      resolve({
        socket,
        received,
        closed,
        send: (message) => socket.send(encodeFrame(message)),
        close: () => socket.close(),
        next(match, timeoutMs = 3_000) {
          return new Promise((found, fail) => {
            const check = () => {
              const hit = received.find(match);
              if (!hit) return;
              waiters.delete(check);
              clearTimeout(timer);
              found(hit);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error('no matching message in time'));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
      }),
    );
  });
}
