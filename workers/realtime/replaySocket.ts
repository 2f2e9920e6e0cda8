import { Packr } from 'msgpackr';
import { decodeStream } from '../../protocol/streamFile.ts';
import { decodeFrame } from './codec.ts';
import { SOCKET_OPEN, type SocketFactory, type SocketLike } from './socket.ts';
import type { Timers } from './timers.ts';

const packr = new Packr({ useRecords: false, mapsAsObjects: true });

/**
 * A socket that plays a recorded stream (protocol/streamFile.ts) at `speed` times its recorded pace and
 * answers pings itself: the worker sees exactly the frames a server sent, with no server (tests, benches).
 */
export function replaySocketFactory(bytes: Uint8Array, speed: number, timers: Timers): SocketFactory {
  const records = decodeStream(bytes);
  return () => {
    let timer: number | null = null;
    let next = 0;
    let startedAt = 0;
    const socket: SocketLike = {
      binaryType: 'arraybuffer',
      readyState: 0,
      onopen: null,
      onmessage: null,
      onclose: null,
      onerror: null,
      send(data) {
        const message = decodeFrame(data) as { op?: unknown; t?: unknown };
        if (message.op === 'ping') deliver(packr.pack({ op: 'pong', t: message.t }));
      },
      close() {
        if (timer !== null) timers.clearTimeout(timer);
        timer = null;
        (socket as { readyState: number }).readyState = 3;
      },
    };
    const deliver = (frame: Uint8Array) => {
      const copy = frame.slice();
      socket.onmessage?.({ data: copy.buffer });
    };
    const play = () => {
      timer = null;
      const elapsed = (timers.now() - startedAt) * speed;
      while (next < records.length && (records[next]?.at ?? 0) <= elapsed) {
        const record = records[next];
        next += 1;
        if (record) deliver(record.frame);
      }
      if (next < records.length) {
        const due = (records[next]?.at ?? 0) / speed + startedAt;
        timer = timers.setTimeout(play, Math.max(0, due - timers.now()));
      }
    };
    timer = timers.setTimeout(() => {
      (socket as { readyState: number }).readyState = SOCKET_OPEN;
      startedAt = timers.now();
      socket.onopen?.({});
      play();
    }, 0);
    return socket;
  };
}
