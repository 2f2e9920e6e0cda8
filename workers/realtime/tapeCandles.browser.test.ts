import { describe, expect, it } from 'vitest';
import { aggregateTicks } from '../../protocol/candles.ts';
import { CandleSeries } from './candleSeries.ts';

/** The real EURUSD tape (bench/data), fetched and gunzipped in the browser. */
async function loadTape(): Promise<{ time: number; bid: number }[]> {
  const response = await fetch(new URL('../../bench/data/eurusd-ticks-2019-02-04.csv.gz', import.meta.url));
  let bytes = new Uint8Array(await response.arrayBuffer());
  // The dev server may already have undone the gzip (Content-Encoding); only gunzip real gzip bytes.
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
    bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  }
  const lines = new TextDecoder().decode(bytes).split('\n').slice(1);
  const ticks: { time: number; bid: number }[] = [];
  for (const line of lines) {
    if (!line) continue;
    const [time, bid] = line.split(',');
    ticks.push({ time: Number(time), bid: Number(bid) });
  }
  return ticks;
}

describe('worker candles in Chromium', () => {
  it('builds 1-minute candles from the real EURUSD tape equal to the server aggregation', async () => {
    const ticks = await loadTape();
    expect(ticks.length).toBe(266_219);
    const series = new CandleSeries('EURUSD', '1min');
    series.load([]);
    for (const tick of ticks) series.fold(tick.time, tick.bid, 1);
    const server = aggregateTicks(
      ticks.map((tick) => ({ time: tick.time, price: tick.bid })),
      '1min',
    );
    expect(series.toCandles()).toEqual(server);
    expect(server.length).toBeGreaterThan(2_000);
  });
});
