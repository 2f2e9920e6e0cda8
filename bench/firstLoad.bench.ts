import { chromium } from 'playwright-core';
import { startRealServer } from '../e2e/realServer.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.ts';
import { buildClient } from '../scripts/clientBuild.ts';
import { missingCjkFontWarning } from './firstLoad/fonts.ts';
import { type LighthouseFigures, lighthouseRun } from './firstLoad/lighthouse.ts';
import { type OfflineVisitFigures, offlineVisitRun } from './firstLoad/offlineVisit.ts';
import { screenshotShellAndApp } from './firstLoad/screenshots.ts';
import { type SlowLinkFigures, slowLinkRun } from './firstLoad/slowLink.ts';
import type { Bench } from './run.ts';
import { quantile, round } from './stats.ts';

const RUNS = Number(process.env.FIRST_LOAD_RUNS ?? 3);
/** `/` and a real symbol's chart. */
const ROUTES = [
  { path: '/', name: 'home', ready: '[data-code]', performanceGoal: 95 },
  { path: '/trade?code=EURUSD', name: 'trade', ready: '[data-chart-state="ready"]', performanceGoal: 90 },
] as const;

const median = (values: readonly number[]) => quantile(values, 0.5);

function printLighthouse(
  print: Print,
  path: string,
  performanceGoal: number,
  runs: readonly LighthouseFigures[],
): void {
  const of = (pick: (run: LighthouseFigures) => number) => median(runs.map(pick));
  print(
    `${path} performance (goal >= ${performanceGoal})`,
    of((run) => run.performance),
    'score',
  );
  print(
    `${path} accessibility (goal >= 95)`,
    of((run) => run.accessibility),
    'score',
  );
  print(
    `${path} best practices (goal >= 95)`,
    of((run) => run.bestPractices),
    'score',
  );
  print(
    `${path} LCP (goal <= 2000)`,
    round(
      of((run) => run.lcpMs),
      0,
    ),
    'ms',
  );
  print(
    `${path} TBT (goal <= 150)`,
    round(
      of((run) => run.tbtMs),
      0,
    ),
    'ms',
  );
  print(
    `${path} CLS (goal <= 0.02)`,
    round(
      of((run) => run.cls),
      3,
    ),
    '',
  );
  print(`${path} transferred`, round(of((run) => run.transferredBytes) / 1024, 1), 'KB');
  // where the main thread's time goes, from the run with the median blocking time
  const typical = [...runs].sort((a, b) => a.tbtMs - b.tbtMs)[Math.floor(runs.length / 2)];
  if (!typical) return;
  console.error(`# ${path}: performance per run ${runs.map((run) => run.performance).join(', ')}`);
  console.error(`# ${path}: main thread by category (median-TBT run, simulated 4x slower CPU)`);
  for (const item of typical.mainThread) console.error(`#   ${item.group}: ${Math.round(item.ms)} ms`);
  console.error(`# ${path}: main thread by script`);
  for (const item of typical.scripts.slice(0, 8)) console.error(`#   ${item.url}: ${Math.round(item.ms)} ms`);
  for (const failing of typical.failing) console.error(`#   not passed: ${failing}`);
}

type Print = (figure: string, value: number, unit: string) => void;

/** One printed figure: the median over the runs of `pick`, in `unit` (`divisor` turns bytes into KB). */
interface MedianFigure<Run> {
  name: string;
  pick(run: Run): number;
  unit: string;
  divisor?: number;
  digits?: number;
}

function printMedians<Run>(print: Print, runs: readonly Run[], figures: readonly MedianFigure<Run>[]): void {
  for (const figure of figures) {
    const value = median(runs.map(figure.pick)) / (figure.divisor ?? 1);
    print(figure.name, round(value, figure.digits ?? 0), figure.unit);
  }
}

const SLOW_LINK_FIGURES: readonly MedianFigure<SlowLinkFigures>[] = [
  { name: 'slow link / skeleton on screen (goal <= 1500)', pick: (run) => run.skeletonMs, unit: 'ms' },
  { name: 'slow link / first contentful paint', pick: (run) => run.firstContentfulPaintMs, unit: 'ms' },
  { name: 'slow link / first price on screen (goal <= 4000)', pick: (run) => run.firstPriceMs, unit: 'ms' },
  { name: 'slow link / first live tick', pick: (run) => run.firstLiveTickMs, unit: 'ms' },
  {
    name: 'slow link / transferred before first price (goal <= 170)',
    pick: (run) => run.bytesBeforeFirstPrice,
    unit: 'KB',
    divisor: 1024,
    digits: 1,
  },
];

const OFFLINE_VISIT_FIGURES: readonly MedianFigure<OfflineVisitFigures>[] = [
  { name: 'offline second visit / shell on screen', pick: (run) => run.shellMs, unit: 'ms' },
  { name: 'offline second visit / last quotes on screen (goal <= 1000)', pick: (run) => run.lastQuotesMs, unit: 'ms' },
  { name: 'offline second visit / app up, prices marked not live', pick: (run) => run.markedStaleMs, unit: 'ms' },
];

/**
 * A first visit on a cheap phone: the production build served by the real server, measured by
 * Lighthouse (mobile preset) on `/` and `/trade`, then on a slow link with playwright. Screenshots of
 * the shell and of the app land in .cache/first-load/. The goal of each figure is in its name (there is
 * no peer to run beside it: the old build cannot be served by this server).
 */
export const firstLoadBench: Bench = {
  name: 'first-load',
  description: `build, real server; Lighthouse mobile x${RUNS} on / and /trade; slow link (400 kbit/s, 400 ms, 4x CPU); a second visit offline`,
  async run(print) {
    const fontWarning = missingCjkFontWarning();
    if (fontWarning) console.error(`# warning: ${fontWarning}`);
    buildClient();
    // a shared machine under load can take minutes to write the first market history
    const server = await startRealServer({ HISTORY_DAYS: '1' }, 300_000);
    try {
      for (const route of ROUTES) {
        const runs: LighthouseFigures[] = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseRun(`${server.url}${route.path}`));
        printLighthouse(print, route.path, route.performanceGoal, runs);
      }
      const browser = await chromium.launch({
        executablePath: chromiumPath(),
        args: [...CHROMIUM_ARGS],
        headless: true,
      });
      try {
        const slow: SlowLinkFigures[] = [];
        for (let run = 0; run < RUNS; run += 1) slow.push(await slowLinkRun(browser, `${server.url}/`));
        printMedians(print, slow, SLOW_LINK_FIGURES);
        const offline: OfflineVisitFigures[] = [];
        for (let run = 0; run < RUNS; run += 1) offline.push(await offlineVisitRun(browser, `${server.url}/?lang=en`));
        printMedians(print, offline, OFFLINE_VISIT_FIGURES);
        for (const route of ROUTES) {
          const shots = await screenshotShellAndApp(browser, server.url, route.path, route.name, route.ready);
          console.error(`# screenshots: ${shots.shell} ${shots.app}`);
        }
      } finally {
        await browser.close();
      }
    } finally {
      await server.stop();
    }
  },
};
