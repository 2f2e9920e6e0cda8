import { afterEach, describe, expect, it } from 'vitest';
import type { RestApi } from '../realtime/restApi.ts';
import { fakeSymbol, pagingRest, scriptedServer, testCore, until } from './harness.ts';

const WATCH = 7;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/**
 * The app opened with no network (from the service worker's copy): the chart's history could not load and
 * the socket had never been open. When the network is back the socket opens for the first time, which is no
 * reconnect (nothing to resync), but the chart that failed must load now, not stay on "Could not load".
 */
describe('a chart whose history failed before the socket ever opened', () => {
  it('loads its history when the socket first opens', async () => {
    const server = await scriptedServer();
    cleanups.push(() => server.close());
    const paging = pagingRest({ pageBars: 10 });
    let reachable = false;
    const rest: RestApi = {
      async tradeList() {
        if (!reachable) throw new TypeError('Failed to fetch');
        return [fakeSymbol(1, 'EURUSD')];
      },
      async kline(id, period, to) {
        if (!reachable) throw new TypeError('Failed to fetch');
        return paging.rest.kline(id, period, to);
      },
    };
    const { core, timers, updates } = testCore(server.url, rest);
    cleanups.push(() => core.stop());
    const pump = (check: () => boolean) =>
      until(() => {
        timers.advance(20);
        return check();
      });

    core.watchCandles(WATCH, 'EURUSD', '1min');
    await pump(() => updates.some((update) => update.candleErrors?.includes(WATCH)));

    reachable = true;
    core.start();
    await pump(() => core.connection.state === 'open');
    await pump(() =>
      updates.some((update) => (update.candles ?? []).some((candles) => candles.watch === WATCH && candles.reset)),
    );
    expect(paging.asked).toEqual([undefined]);
  });
});
