import { chromium } from 'playwright-core';
import { startRealServer } from '../e2e/realServer.ts';
import { tapeProxy } from '../e2e/tapeProxy.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.ts';
import { ensureClientBuilt } from '../scripts/clientBuild.ts';
import { decodeFrame } from '../server/realtime/wireCodec.ts';
import { startMainThreadDiagnostics } from './mainThreadDiagnostics.ts';
import { newsSpikeTape } from './realtime/tapes.ts';
import type { Bench } from './run.ts';
import { quantile, round } from './stats.ts';

/**
 * The app from the real server, but its socket answered by a spike player: the 10 s news-spike tape is
 * sent on repeat, uncoalesced (5,000 quotes/s in 10 ms frames), for the symbols the list shows.
 */
function spikeProxy(upstream: string, codes: readonly string[]) {
  const messages = newsSpikeTape().frames.map((frame) => {
    const message = decodeFrame(frame.bytes) as { data: [string, ...number[]][] };
    for (const quote of message.data) quote[0] = codes[Number(quote[0].slice(3)) % codes.length] ?? quote[0];
    return message;
  });
  // the tape's frames are 10 ms apart
  return tapeProxy(upstream, messages, 10);
}

interface SpikeFigures {
  busyPercent: number;
  longTasks: number;
  frameP95: number;
}

/**
 * The spike's budget (issue 18): no long task over 50 ms, frames p95 within one 60 Hz frame, the main
 * thread busy at most a quarter of the time. What it misses, in words; empty when it is met.
 */
export function spikeBudgetMisses(figures: SpikeFigures): string[] {
  const misses: string[] = [];
  if (figures.longTasks > 0) misses.push(`${figures.longTasks} long tasks over 50 ms (budget 0)`);
  // 16.7 ms is one frame at 60 Hz; the rAF intervals are quantised around it (16.6-16.8)
  if (figures.frameP95 > 16.8) misses.push(`frame time p95 ${figures.frameP95} ms (budget 16.7 ms)`);
  if (figures.busyPercent > 25) misses.push(`main thread busy ${figures.busyPercent} % (budget 25 %)`);
  return misses;
}

/**
 * The home list in Chromium at 4x CPU throttling while the news spike plays, in two 10 s windows: the
 * first measures how busy the main thread is (the app alone), the second the frame time p95
 * (requestAnimationFrame intervals, whose probe costs a frame at every vsync; its busy share is printed
 * too). Long tasks over 50 ms are counted in both.
 */
export const realtimeBrowserBench: Bench = {
  name: 'worker-spike-browser',
  description: 'home list in Chromium (4x CPU throttling) during a 5,000 quotes/s news spike via the worker',
  async run(print) {
    ensureClientBuilt(); // the real server serves dist/: on a fresh clone there is none yet
    const server = await startRealServer({ HISTORY_DAYS: '1' });
    const codes = (
      (await (await fetch(`${server.url}/v1/api/forex/trade_list`)).json()) as { data: { Code: string }[] }
    ).data.map((symbol) => symbol.Code);
    const proxy = await spikeProxy(server.url, codes);
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS], headless: true });
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      // A string, not a function: tsx would wrap named arrow functions in a __name() helper the page lacks.
      // The frame probe is a requestAnimationFrame loop: it makes the page produce a frame at every vsync,
      // which an idle home list does not (the probe alone keeps the main thread ~16 % busy at 4x throttling),
      // so it runs only in the second window, which times the frames.
      await page.addInitScript({
        content: `
          window.longTasks = [];
          window.rtFrames = [];
          new PerformanceObserver(function (list) {
            for (const entry of list.getEntries()) window.longTasks.push(entry.duration);
          }).observe({ type: 'longtask', buffered: true });
          window.startFrameProbe = function () {
            let last = 0;
            requestAnimationFrame(function frame(now) {
              if (last > 0) window.rtFrames.push(now - last);
              last = now;
              requestAnimationFrame(frame);
            });
          };
        `,
      });
      // REALTIME_BENCH_BASELINE=1: the real server's own socket (about 10 coalesced batches/s) for comparison
      const origin = process.env.REALTIME_BENCH_BASELINE === '1' ? server.url : proxy.url;
      await page.goto(`${origin}/?lang=en`);
      // the app's rows (buttons), not the rows index.html's shell paints before the app runs: the spike is
      // measured on the running list, not on the app's start-up
      await page.locator('button[data-code]').first().waitFor({ timeout: 30_000 });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.waitForTimeout(1_000);
      const takeLongTasks = () =>
        page.evaluate(() => {
          const w = window as unknown as { longTasks: number[] };
          return w.longTasks.splice(0);
        });
      await takeLongTasks();
      const metric = async (name: string) =>
        (await cdp.send('Performance.getMetrics')).metrics.find((entry) => entry.name === name)?.value ?? 0;
      /** The main thread's busy share over 10 s of the spike, in percent. */
      const busyOverTenSeconds = async () => {
        const busyBefore = await metric('TaskDuration');
        const wallBefore = Date.now();
        await page.waitForTimeout(10_000);
        const busy = (await metric('TaskDuration')) - busyBefore;
        return round((busy / ((Date.now() - wallBefore) / 1000)) * 100, 1);
      };
      // window 1: the app alone
      const stopDiagnostics = await startMainThreadDiagnostics(cdp, 'news spike');
      const busyPercent = await busyOverTenSeconds();
      await stopDiagnostics();
      const appLongTasks = await takeLongTasks();
      // window 2: with the frame probe
      await page.evaluate(() => (window as unknown as { startFrameProbe(): void }).startFrameProbe());
      const busyWithProbe = await busyOverTenSeconds();
      const { probedLongTasks, frames } = await page.evaluate(() => {
        const w = window as unknown as { longTasks: number[]; rtFrames: number[] };
        return { probedLongTasks: [...w.longTasks], frames: [...w.rtFrames] };
      });
      const longTasks = [...appLongTasks, ...probedLongTasks];
      const moved = await page.locator('button[data-code]').first().textContent();
      const figures: SpikeFigures = {
        busyPercent,
        longTasks: longTasks.filter((duration) => duration > 50).length,
        frameP95: round(quantile(frames, 0.95), 1),
      };
      print('main-thread busy', figures.busyPercent, '%');
      print('main-thread busy with the frame probe', busyWithProbe, '%');
      print('long tasks over 50 ms (both windows)', figures.longTasks, 'tasks');
      print('longest task', round(Math.max(0, ...longTasks), 1), 'ms');
      print('frame time p95', figures.frameP95, 'ms');
      print('frames', frames.length, 'frames');
      const overBudget = spikeBudgetMisses(figures);
      print('budget met', overBudget.length === 0 ? 1 : 0, overBudget.length === 0 ? 'PASS' : 'FAIL');
      if (overBudget.length > 0) {
        console.error(`# BUDGET FAILED: ${overBudget.join('; ')}`);
        process.exitCode = 1;
      }
      console.error(`# first row at the end: ${moved ?? ''}`);
    } finally {
      await browser.close();
      await proxy.close();
      await server.stop();
    }
  },
};
