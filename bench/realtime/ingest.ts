import { parseServerMessage } from '../../protocol/ws.ts';
import type { RealtimeUpdate } from '../../workers/realtime/api.ts';
import { decodeFrame } from '../../workers/realtime/codec.ts';
import { RealtimeCore } from '../../workers/realtime/core.ts';
import type { SocketLike } from '../../workers/realtime/socket.ts';
import { fakeSymbol } from '../../workers/realtime/testing/fakeSymbol.ts';
import { ManualTimers } from '../../workers/realtime/testing/manualTimers.ts';
import type { Tape } from './tapes.ts';

/**
 * The worker core with no socket: frames go straight into decode -> coalesce -> candle fold, and every
 * 16 ms of recorded time the paced hand-off runs (the typed arrays the main thread would receive).
 * One chart is open on the tape's first symbol, at 1min.
 */
export async function ingestCore(watchCode: string) {
  const timers = new ManualTimers();
  let updates = 0;
  const core = new RealtimeCore({
    url: 'ws://unused',
    timers,
    socketFactory: () => ({}) as SocketLike,
    rest: {
      tradeList: async () => [fakeSymbol(1, watchCode)],
      kline: async () => [],
    },
    sink: (update: RealtimeUpdate) => {
      updates += update.quotes ? 1 : 0;
    },
  });
  core.watchCandles(1, watchCode, '1min');
  // the (empty) history loads on the next turns of the event loop
  await new Promise((resolve) => setTimeout(resolve, 0));
  let seq = 0;
  return {
    core,
    updates: () => updates,
    /** Feeds every frame of `tape` once, letting each hand-off settle as the main thread would. */
    async play(tape: Tape): Promise<void> {
      let lastFlush = 0;
      for (const frame of tape.frames) {
        const message = parseServerMessage(decodeFrame(frame.bytes));
        if (message === null) continue;
        if (message.op === 'msg') {
          seq += 1;
          message.seq = seq; // passes repeat the tape: keep the sequence contiguous
        }
        core.handle(message);
        if (frame.at - lastFlush >= 16) {
          timers.advance(16);
          lastFlush = frame.at;
          // the hand-off settles in a few microtasks (the main thread's answer), as in the worker
          await Promise.resolve().then().then().then();
        }
      }
    },
  };
}
