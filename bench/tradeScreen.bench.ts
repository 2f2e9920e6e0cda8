import { chromium } from 'playwright-core';
import { startRealServer } from '../e2e/realServer.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.ts';
import { startMainThreadDiagnostics } from './mainThreadDiagnostics.ts';
import { type TapeMessage, tapeProxy } from './realtime/tapeProxy.ts';
import type { Bench } from './run.ts';
import { round } from './stats.ts';

const TICKS_PER_SECOND = 20;
const SECONDS = 10;

/** A steady EURUSD tape: a random walk, one quote every 50 ms (20 ticks/s), 60 s long then repeated. */
function steadyTape(): TapeMessage[] {
  let seed = 11;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  let bid = 1.085;
  let high = bid;
  let low = bid;
  const messages: TapeMessage[] = [];
  for (let index = 0; index < 60 * TICKS_PER_SECOND; index += 1) {
    bid = Math.round((bid + (random() - 0.5) * 0.0004) * 100_000) / 100_000;
    high = Math.max(high, bid);
    low = Math.min(low, bid);
    const quote = ['EURUSD', Date.now() + index * 50, bid, bid + 0.00012, 1.085, high, low];
    messages.push({ op: 'msg', topic: 'DAY_MARKET', data: [quote] });
  }
  return messages;
}

/**
 * The whole /trade screen (header, chart, order form) in Chromium at 4x CPU throttling on a 20 ticks/s
 * EURUSD tape through the worker: main-thread ms per second, React commits per second and the components
 * each commit rendered, in all and inside the order form (a devtools-style hook React calls on every
 * commit, production builds included; its tree walk is part of the measured time). Compare with the chart
 * bench's lightweight-charts live figure (the bare chart, no screen around it).
 */
export const tradeScreenBench: Bench = {
  name: 'trade-screen',
  description: 'the /trade screen in Chromium (4x CPU throttling) on a 20 ticks/s tape: main thread, React commits',
  async run(print) {
    const server = await startRealServer({ HISTORY_DAYS: '1' });
    const proxy = await tapeProxy(server.url, steadyTape(), 1000 / TICKS_PER_SECOND);
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS], headless: true });
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      // A string, not a function: tsx would wrap named arrow functions in a __name() helper the page lacks.
      await page.addInitScript({
        content: `
          window.reactCommits = 0;
          window.componentRenders = 0;
          window.orderFormRenders = 0;
          window.longTasks = [];
          // components that rendered in a commit: React's PerformedWork flag (1) on a fiber object not
          // already flagged in the previous commit of the same root (an untouched subtree keeps its old fibers)
          var flaggedBefore = new WeakMap();
          var COMPONENT_TAGS = [0, 1, 11, 14, 15];
          function firstElement(fiber) {
            while (fiber) {
              if (fiber.stateNode instanceof Element) return fiber.stateNode;
              fiber = fiber.child;
            }
            return null;
          }
          function countRenders(root) {
            var margin = document.querySelector('[data-testid="estimated-margin"]');
            var form = margin ? margin.closest('section') : null;
            var flagged = new Set();
            var before = flaggedBefore.get(root) || new Set();
            var stack = [root.current];
            while (stack.length > 0) {
              var fiber = stack.pop();
              if (COMPONENT_TAGS.indexOf(fiber.tag) >= 0 && (fiber.flags & 1) === 1) {
                flagged.add(fiber);
                if (!before.has(fiber)) {
                  window.componentRenders += 1;
                  var element = firstElement(fiber);
                  if (form && element && form.contains(element)) window.orderFormRenders += 1;
                }
              }
              if (fiber.child) stack.push(fiber.child);
              if (fiber.sibling) stack.push(fiber.sibling);
            }
            flaggedBefore.set(root, flagged);
          }
          window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
            supportsFiber: true,
            renderers: new Map(),
            inject: function (renderer) { this.renderers.set(1, renderer); return 1; },
            onCommitFiberRoot: function (id, root) {
              window.reactCommits += 1;
              countRenders(root);
            },
            onCommitFiberUnmount: function () {},
            onPostCommitFiberRoot: function () {},
            checkDCE: function () {},
          };
          new PerformanceObserver(function (list) {
            for (const entry of list.getEntries()) window.longTasks.push(entry.duration);
          }).observe({ type: 'longtask', buffered: true });
        `,
      });
      await page.goto(`${proxy.url}/trade?code=EURUSD&lang=en`);
      await page.locator('[data-chart-state="ready"]').waitFor({ timeout: 60_000 });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.waitForTimeout(2_000);
      const metric = async (name: string) =>
        (await cdp.send('Performance.getMetrics')).metrics.find((entry) => entry.name === name)?.value ?? 0;
      const counters = () =>
        page.evaluate(() => {
          const w = window as unknown as {
            reactCommits: number;
            componentRenders: number;
            orderFormRenders: number;
            longTasks: number[];
          };
          return {
            commits: w.reactCommits,
            renders: w.componentRenders,
            formRenders: w.orderFormRenders,
            longTasks: w.longTasks.filter((duration) => duration > 50).length,
          };
        });
      const priceBefore = await page.locator('[data-last-price]').textContent();
      const stopDiagnostics = await startMainThreadDiagnostics(cdp, 'trade screen');
      const before = await counters();
      const busyBefore = await metric('TaskDuration');
      const wallBefore = Date.now();
      await page.waitForTimeout(SECONDS * 1_000);
      const busy = (await metric('TaskDuration')) - busyBefore;
      const wall = (Date.now() - wallBefore) / 1000;
      const after = await counters();
      await stopDiagnostics();
      const priceAfter = await page.locator('[data-last-price]').textContent();
      print('main thread', round((busy * 1000) / wall, 1), 'ms/s');
      print('React commits', round((after.commits - before.commits) / wall, 1), 'commits/s');
      print('components rendered', round((after.renders - before.renders) / wall, 1), 'renders/s');
      print('order form components rendered', round((after.formRenders - before.formRenders) / wall, 1), 'renders/s');
      print('ticks', TICKS_PER_SECOND, 'ticks/s');
      print('long tasks over 50 ms', after.longTasks - before.longTasks, 'tasks');
      console.error(`# last price ${priceBefore ?? ''} -> ${priceAfter ?? ''} (the tape moved it)`);
    } finally {
      await browser.close();
      await proxy.close();
      await server.stop();
    }
  },
};
