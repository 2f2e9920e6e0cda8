import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';

/** One line of a recorded tick tape (`time_ms,bid,ask,...`, optionally gzipped). */
export interface TapeTick {
  time: number;
  bid: number;
  ask: number;
}

/** Reads a CSV tick tape with a header line; `.gz` files are decompressed on the fly. */
export async function readTape(file: string): Promise<TapeTick[]> {
  const input = createReadStream(file);
  const stream = file.endsWith('.gz') ? input.pipe(createGunzip()) : input;
  const lines = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
  const ticks: TapeTick[] = [];
  let header = true;
  for await (const line of lines) {
    if (header) {
      header = false;
      continue;
    }
    if (line === '') continue;
    const [time, bid, ask] = line.split(',');
    const tick = { time: Number(time), bid: Number(bid), ask: Number(ask) };
    if (!Number.isFinite(tick.time) || !Number.isFinite(tick.bid) || !Number.isFinite(tick.ask)) {
      throw new Error(`${file}: bad tape line ${JSON.stringify(line)}`);
    }
    ticks.push(tick);
  }
  return ticks;
}
