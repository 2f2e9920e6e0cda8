import { buildApp } from '../server/app.ts';
import { startTestMarket } from '../server/testing/testApp.ts';
import { testDatabases } from '../server/testing/testDatabases.ts';
import { tradingOf } from '../server/trading/plugin.ts';
import { TriggerBook } from '../server/trading/triggerBook.ts';
import type { Bench } from './run.ts';
import { quantile, round } from './stats.ts';

const ROUND_TRIPS = 300;
const OPEN_ORDERS = 100_000;
const TICKS = 200_000;

async function apiRoundTrips(print: (figure: string, value: number, unit: string) => void) {
  for (const target of testDatabases()) {
    const database = await target.open();
    const { market, sparklines, source } = await startTestMarket(database, { alwaysOpen: true });
    const app = await buildApp({
      deps: { db: database.db, market, sparklines, now: Date.now, marketAlwaysOpen: true },
    });
    source.push({ symbolId: 1, time: Date.now(), bid: 1.1, ask: 1.1001 });
    const demo = await app.inject({
      method: 'GET',
      url: '/api/user/createAccountDemoForU?demo_id=bench-trading-device',
    });
    const token = demo.json<{ data: { token: string } }>().data.token;
    const headers = { authorization: token, lang: 'en' };
    const opens: number[] = [];
    const closes: number[] = [];
    const started = performance.now();
    for (let index = 0; index < ROUND_TRIPS; index += 1) {
      const t0 = performance.now();
      const opened = await app.inject({
        method: 'GET',
        url: '/v1/api/forex/submit?type=1&cont=0.01&forex_id=1&status=1&multiple=100&stop_loss_price=1.05&target_profit_price=1.2',
        headers,
      });
      const t1 = performance.now();
      const id = opened.json<{ data: { Id: number } }>().data.Id;
      await app.inject({ method: 'GET', url: `/v1/api/forex/close?id=${id}`, headers });
      closes.push(performance.now() - t1);
      opens.push(t1 - t0);
    }
    const seconds = (performance.now() - started) / 1000;
    print(`${target.name} open+close`, Math.round(ROUND_TRIPS / seconds), 'round trips/s');
    print(`${target.name} open p50`, round(quantile(opens, 0.5)), 'ms');
    print(`${target.name} open p99`, round(quantile(opens, 0.99)), 'ms');
    print(`${target.name} close p50`, round(quantile(closes, 0.5)), 'ms');
    print(`${target.name} close p99`, round(quantile(closes, 0.99)), 'ms');
    await tradingOf(app).settled();
    await app.close();
    await market.stop();
    await database.close();
  }
}

/** The trigger index alone: 100,000 open positions with SL and TP on one symbol, a random walk of ticks. */
function tickCost(print: (figure: string, value: number, unit: string) => void) {
  const book = new TriggerBook();
  let price = 1.1;
  for (let id = 1; id <= OPEN_ORDERS; id += 1) {
    const side = id % 2 === 0 ? 1 : 2;
    const distance = 0.002 + (id % 1000) * 0.00005; // 20 to 70 pips away
    const stopLoss = side === 1 ? price - distance : price + distance;
    const takeProfit = side === 1 ? price + distance : price - distance;
    book.setStops(1, id, side, Number(stopLoss.toFixed(5)), Number(takeProfit.toFixed(5)));
  }
  let fired = 0;
  const started = performance.now();
  for (let tick = 0; tick < TICKS; tick += 1) {
    price += (Math.random() - 0.5) * 0.00002;
    const bid = Number(price.toFixed(5));
    fired += book.onTick(1, bid, Number((bid + 0.0001).toFixed(5))).length;
  }
  const micros = ((performance.now() - started) * 1000) / TICKS;
  print('trigger index with 100000 orders', round(micros, 3), 'µs/tick');
  print('trigger index fired during the walk', fired, 'orders');
}

export const tradingBench: Bench = {
  name: 'trading',
  description: `${ROUND_TRIPS} API open+close round trips per database; trigger index with ${OPEN_ORDERS} SL/TP orders over ${TICKS} ticks`,
  async run(print) {
    tickCost(print);
    await apiRoundTrips(print);
  },
};
