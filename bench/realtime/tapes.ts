import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeStream } from '../../protocol/streamFile.ts';
import type { QuoteTuple } from '../../protocol/ws.ts';
import { readTape } from '../../server/market/tape.ts';
import { decodeFrame, encodeFrame } from '../../server/realtime/wireCodec.ts';

/** A stream of server frames as a socket delivers them: receive time (ms) and bytes, plus its tick count. */
export interface Tape {
  name: string;
  frames: { at: number; bytes: Uint8Array }[];
  ticks: number;
}

const STREAMS = path.resolve(import.meta.dirname, '..', 'streams');
const EURUSD = path.resolve(import.meta.dirname, '..', 'data', 'eurusd-ticks-2019-02-04.csv.gz');

function quoteFrame(seq: number, quotes: QuoteTuple[]): Uint8Array {
  return new Uint8Array(encodeFrame({ op: 'msg', topic: 'DAY_MARKET', seq, data: quotes }));
}

/** Every recording in bench/streams (made with `npm run record`). */
export function recordedTapes(): Tape[] {
  return readdirSync(STREAMS)
    .filter((file) => file.endsWith('.pwstream'))
    .map((file) => {
      const records = decodeStream(new Uint8Array(readFileSync(path.join(STREAMS, file))));
      const ticks = records.reduce((sum, record) => sum + quotesIn(record.frame), 0);
      return {
        name: `stream:${file}`,
        frames: records.map((record) => ({ at: record.at, bytes: record.frame })),
        ticks,
      };
    });
}

function quotesIn(frame: Uint8Array): number {
  const message = decodeFrame(frame) as { topic?: unknown; data?: unknown };
  return message.topic === 'DAY_MARKET' && Array.isArray(message.data) ? message.data.length : 0;
}

/**
 * A news spike: 50 symbols, 5,000 ticks/s for 10 s, each 10 ms batch sent as it comes (no server-side
 * coalescing, the worst a socket could carry), prices jumping around a level.
 */
export function newsSpikeTape(): Tape {
  const symbols = Array.from({ length: 50 }, (_, i) => `SYM${String(i).padStart(2, '0')}`);
  const frames: Tape['frames'] = [];
  let seed = 42;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const level = symbols.map((_, i) => 1 + i / 10);
  const start = Date.UTC(2024, 2, 8, 13, 30);
  let seq = 0;
  for (let at = 0; at < 10_000; at += 10) {
    const quotes: QuoteTuple[] = [];
    for (let k = 0; k < 50; k += 1) {
      const i = Math.floor(random() * 50);
      const price = (level[i] ?? 1) * (1 + (random() - 0.5) * 0.004);
      level[i] = price;
      const bid = Math.round(price * 100_000) / 100_000;
      quotes.push([symbols[i] ?? 'SYM00', start + at, bid, bid + 0.0002, 1 + i / 10, bid + 0.01, bid - 0.01]);
    }
    seq += 1;
    frames.push({ at, bytes: quoteFrame(seq, quotes) });
  }
  return { name: 'news-spike', frames, ticks: 50_000 };
}

/** The real EURUSD tape (266,219 ticks over two days) sped up 100x, sent in 100 ms batches of that pace. */
export async function eurusdTape(): Promise<Tape> {
  const ticks = await readTape(EURUSD);
  const frames: Tape['frames'] = [];
  const first = ticks[0]?.time ?? 0;
  let batch: QuoteTuple[] = [];
  let batchAt = 0;
  let seq = 0;
  let open = 0;
  let high = 0;
  let low = Number.POSITIVE_INFINITY;
  for (const tick of ticks) {
    const at = (tick.time - first) / 100;
    if (at - batchAt >= 100 && batch.length > 0) {
      seq += 1;
      frames.push({ at: batchAt, bytes: quoteFrame(seq, batch) });
      batch = [];
      batchAt = at;
    }
    open ||= tick.bid;
    high = Math.max(high, tick.bid);
    low = Math.min(low, tick.bid);
    batch.push(['EURUSD', tick.time, tick.bid, tick.ask, open, high, low]);
  }
  if (batch.length > 0) frames.push({ at: batchAt, bytes: quoteFrame(seq + 1, batch) });
  return { name: 'eurusd-100x', frames, ticks: ticks.length };
}
