import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { aggregateTicks } from '../../protocol/candles.ts';
import type { CandlePeriod } from '../../protocol/schemas/kline.ts';
import { parseServerMessage } from '../../protocol/ws.ts';
import { readTape, type TapeTick } from '../../server/market/tape.ts';
import { encodeFrame } from '../../server/realtime/wireCodec.ts';
import { CandleSeries } from '../realtime/candleSeries.ts';
import { decodeFrame } from '../realtime/codec.ts';
import { countingRest, fakeSymbol, testCore } from './harness.ts';

const TAPE = path.resolve(import.meta.dirname, '../../bench/data/eurusd-ticks-2019-02-04.csv.gz');

describe('candles from the real EURUSD tape (266,219 ticks)', () => {
  let ticks: TapeTick[] = [];
  beforeAll(async () => {
    ticks = await readTape(TAPE);
  });

  it.each<CandlePeriod>(['1min', '15min', '1day'])(
    'the worker series at %s equals the server aggregation',
    (period) => {
      const series = new CandleSeries('EURUSD', period);
      series.load([]);
      for (const tick of ticks) series.fold(tick.time, tick.bid, 1);
      const server = aggregateTicks(
        ticks.map((tick) => ({ time: tick.time, price: tick.bid })),
        period,
      );
      expect(series.toCandles()).toEqual(server);
      expect(server.length).toBeGreaterThan(period === '1min' ? 2_000 : 1);
    },
  );

  it('decoding quote frames in the worker core builds the same 1min OHLC as the server', async () => {
    const { rest } = countingRest([fakeSymbol(1, 'EURUSD')]);
    const { core } = testCore('ws://127.0.0.1:9/unused', rest);
    core.watchCandles(1, 'EURUSD', '1min');
    // history is loaded (empty) on the next microtasks
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(core.series(1)?.isLoaded).toBe(true);
    let seq = 0;
    for (let i = 0; i < ticks.length; i += 25) {
      seq += 1;
      const batch = ticks.slice(i, i + 25).map((tick) => ['EURUSD', tick.time, tick.bid, tick.ask, 1, 2, 0]);
      const message = parseServerMessage(
        decodeFrame(encodeFrame({ op: 'msg', topic: 'DAY_MARKET', seq, data: batch })),
      );
      if (message) core.handle(message);
    }
    const ohlc = (candles: { Time: number; Open: number; High: number; Low: number; Close: number }[]) =>
      candles.map(({ Time, Open, High, Low, Close }) => ({ Time, Open, High, Low, Close }));
    const server = aggregateTicks(
      ticks.map((tick) => ({ time: tick.time, price: tick.bid })),
      '1min',
    );
    expect(ohlc(core.series(1)?.toCandles() ?? [])).toEqual(ohlc(server));
    expect(core.stats.ticks).toBe(ticks.length);
    expect(core.stats.gaps).toBe(0);
  });
});
