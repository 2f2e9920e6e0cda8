import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { buildApp } from '../server/app.ts';
import { openDatabase } from '../server/db/database.ts';
import { symbols } from '../server/db/schema.ts';
import { seedReferenceData } from '../server/db/seed/seed.ts';
import type { Tick } from '../server/market/quoteSource.ts';
import { realtimeOf } from '../server/realtime/plugin.ts';
import { startTestMarket } from '../server/testing/testApp.ts';
import type { Bench } from './run.ts';
import { round } from './stats.ts';

const SYMBOLS = 50;
const TICKS_PER_SECOND_PER_SYMBOL = 20; // a news spike on every symbol at once: 1,000 ticks/s
const SECONDS = 10;
const CLIENT_COUNTS = [100, 1_000, 2_000];

/** Extra symbols so the bench ticks 50 of them (the catalogue ships 29). */
async function addBenchSymbols(db: Awaited<ReturnType<typeof openDatabase>>['db'], count: number) {
  const existing = await db.select().from(symbols);
  const template = existing[0];
  if (!template) throw new Error('no symbols seeded');
  const extra = Array.from({ length: count - existing.length }, (_, index) => ({
    ...template,
    id: undefined,
    code: `BENCH${String(index + 1).padStart(2, '0')}`,
    showCode: `BENCH${index + 1}`,
    sort: 1000 + index,
  }));
  if (extra.length > 0) await db.insert(symbols).values(extra.map(({ id: _id, ...row }) => row));
}

interface ClientReport {
  frames: number;
  bytes: number;
  p50: number;
  p99: number;
}

function startClients(url: string, clients: number) {
  const child = spawn(
    path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'tsx'),
    [path.join(import.meta.dirname, 'fanoutClients.ts'), '--url', url, '--clients', String(clients)],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout });
  const waiters: ((line: string) => void)[] = [];
  lines.on('line', (line) => waiters.shift()?.(line));
  const nextLine = () => new Promise<string>((resolve) => waiters.push(resolve));
  return { child, nextLine };
}

/** The realtime gateway fanning 50 spiking symbols out to many loopback clients (in a second process). */
export const fanoutBench: Bench = {
  name: 'fanout',
  description: `DAY_MARKET to ${CLIENT_COUNTS.join('/')} clients, ${SYMBOLS} symbols × ${TICKS_PER_SECOND_PER_SYMBOL} ticks/s for ${SECONDS} s`,
  async run(print) {
    for (const clients of CLIENT_COUNTS) {
      const database = await openDatabase({ kind: 'pglite-memory' });
      await database.migrate();
      await seedReferenceData(database.db);
      await addBenchSymbols(database.db, SYMBOLS);
      const { market, sparklines, source } = await startTestMarket(database, {
        alwaysOpen: true,
        historyDays: 0,
        dailyDays: 0,
      });
      const app = await buildApp({
        deps: { db: database.db, market, sparklines, now: Date.now, marketAlwaysOpen: true },
      });
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const ids = (await database.db.select({ id: symbols.id }).from(symbols)).map((row) => row.id).slice(0, SYMBOLS);

      const { child, nextLine } = startClients(`ws://127.0.0.1:${port}/v1/ws`, clients);
      if ((await nextLine()) !== 'ready') throw new Error('clients failed to connect');
      const prices = new Map(ids.map((id) => [id, 1]));
      const pushEveryMs = 10;
      const perPush = (SYMBOLS * TICKS_PER_SECOND_PER_SYMBOL * pushEveryMs) / 1000;
      let cursor = 0;
      const pushTicks = () => {
        const now = Date.now();
        const ticks: Tick[] = [];
        for (let index = 0; index < perPush; index += 1) {
          const id = ids[cursor % ids.length] ?? 1;
          cursor += 1;
          const next = (prices.get(id) ?? 1) * (1 + (Math.random() - 0.5) * 1e-4);
          prices.set(id, next);
          const bid = Number(next.toFixed(5));
          ticks.push({ symbolId: id, time: now, bid, ask: Number((bid + 0.0001).toFixed(5)) });
        }
        source.push(...ticks);
      };
      // Warm up for a second, then measure.
      let timer = setInterval(pushTicks, pushEveryMs);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      child.stdin.write('reset\n');
      await nextLine();
      clearInterval(timer);
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      let peakRss = 0;
      timer = setInterval(pushTicks, pushEveryMs);
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
      }, 200);
      await new Promise((resolve) => setTimeout(resolve, SECONDS * 1_000));
      clearInterval(timer);
      clearInterval(sampler);
      const seconds = (performance.now() - started) / 1000;
      const cpu = process.cpuUsage(cpuBefore);
      child.stdin.write('report\n');
      const report = JSON.parse(await nextLine()) as ClientReport;

      const label = `${clients} clients`;
      print(`${label} delivered frames`, Math.round(report.frames / seconds), 'frames/s');
      print(`${label} delivered bytes`, round(report.bytes / seconds / 1e6, 2), 'MB/s');
      print(`${label} tick-to-client p50`, report.p50, 'ms');
      print(`${label} tick-to-client p99`, report.p99, 'ms');
      print(`${label} server cpu`, round(((cpu.user + cpu.system) / 1e6 / seconds) * 100, 1), '% of a core');
      print(`${label} server rss`, round(peakRss / 1024 / 1024, 0), 'MB');
      print(`${label} dropped frames`, realtimeOf(app).droppedFrames, 'frames');
      await app.close();
      await market.stop();
      await database.close();
    }
  },
};
