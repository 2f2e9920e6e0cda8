import { afterEach, describe, expect, it } from 'vitest';
import { copyColumns } from '../../render/candles/candleColumns.ts';
import { ChartModel } from '../../render/candles/chartModel.ts';
import { CandleWatch } from '../../src/realtime/candleWatch.ts';
import type { RealtimeUpdate } from '../realtime/api.ts';
import { MIN, pagingRest, scriptedServer, T0, testCore, until } from './harness.ts';

const WATCH = 5;
const PLOT_WIDTH = 330;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Full series the worker handed for the watch so far. */
function resets(updates: readonly RealtimeUpdate[]) {
  return updates.flatMap((update) => update.candles ?? []).filter((c) => c.watch === WATCH && c.reset);
}

/**
 * The whole path of a chart's history through a resync, as the app runs it but without the DOM: the worker
 * core (a real socket to a scripted server, REST paging) hands its updates to the page's CandleWatch, whose
 * columns the chart's model takes as CandleChart.setData does (a copy). The user pages back and scrolls
 * into the older bars; a skipped sequence number then makes the worker resync.
 */
describe('a worker resync after the user paged back', () => {
  it('keeps the paged-back history and the bars the user was looking at', async () => {
    const server = await scriptedServer();
    cleanups.push(() => server.close());
    const { rest, asked } = pagingRest({ pageBars: 100, historyBars: 1_000 });
    const { core, timers, updates } = testCore(server.url, rest);
    cleanups.push(() => core.stop());
    core.start();
    await until(() => core.connection.state === 'open');
    const pump = (check: () => boolean) =>
      until(() => {
        timers.advance(20);
        return check();
      });

    const watch = new CandleWatch(WATCH, 'EURUSD', '1min');
    const model = new ChartModel(5, '1min');
    model.resize(PLOT_WIDTH);
    let applied = 0;
    /** What the bridge and the chart view do with each update: the watch applies it, setData takes a reset. */
    const deliver = () => {
      for (const update of updates.slice(applied)) {
        for (const candles of update.candles ?? []) if (candles.watch === WATCH) watch.apply(candles);
      }
      applied = updates.length;
      const series = watch.snapshot.candles;
      if (series && series !== model.series) model.setData(copyColumns(series));
    };

    core.watchCandles(WATCH, 'EURUSD', '1min');
    await pump(() => resets(updates).length === 1);
    deliver();
    expect(model.series.length).toBe(100);

    // scrolled back to the oldest bars, the chart asks for the page before them
    while (model.takeHistoryRequest() === null) model.pan(200);
    core.loadOlderCandles(WATCH);
    await pump(() => resets(updates).length === 2);
    deliver();
    expect(model.series.length).toBe(200);
    expect(asked).toEqual([undefined, T0 - 99 * MIN]);
    // on into the paged-back page
    const shown = () => model.series.time[Math.floor(model.view.rightIndex)] ?? Number.NaN;
    while (shown() >= T0 - 120 * MIN) model.pan(50);
    const lookingAt = shown();
    expect(lookingAt).toBeGreaterThanOrEqual(T0 - 199 * MIN);

    // the stream skips seq 3: the worker fetches trade_list and the chart's latest page again
    const quote = (seq: number) => ({
      op: 'msg',
      topic: 'DAY_MARKET',
      seq,
      data: [['EURUSD', T0, 1, 1.0002, 1, 1, 1]],
    });
    server.send(quote(1));
    server.send(quote(2));
    server.send(quote(4));
    await pump(() => resets(updates).length === 3);
    deliver();
    expect(core.stats.gaps).toBe(1);
    expect(asked).toEqual([undefined, T0 - 99 * MIN, undefined]);
    // the latest page came again; the paged-back page is still in front of it, and the view did not move
    expect(model.series.length).toBe(200);
    expect(model.series.time[0]).toBe(T0 - 199 * MIN);
    expect(shown()).toBe(lookingAt);
  });
});
