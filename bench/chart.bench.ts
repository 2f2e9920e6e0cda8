import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { type Browser, type CDPSession, chromium, type Page } from 'playwright-core';
import type { BenchBar } from './chart/harness.ts';
import { openBaseline } from './chartBaseline.ts';
import { type CpuFigures, cpuPair, medianCpu, medianPair, printCpu, throttleRate } from './chartCpu.ts';
import { CostMeter, measurePan, measureZoom, taskSeconds } from './chartGestures.ts';
import { buildPages, entryGzipBytes, serve } from './chartPages.ts';
import { printWorkerFigures } from './chartWorkerFigures.ts';
import { startMainThreadDiagnostics } from './mainThreadDiagnostics.ts';
import type { Bench } from './run.ts';
import { quantile, round } from './stats.ts';

const HERE = import.meta.dirname;
/**
 * The system Chromium with the flags of scripts/chromium.ts (bench's tsconfig does not reach scripts/).
 * Those include --disable-gpu: WebGL then runs on SwiftShader and the compositor is software, so every
 * WebGL frame is read back to the CPU, which no phone with a GPU does. `CHART_BENCH_GPU=1` drops the
 * flag (with CHART_BENCH_FLAGS="--enable-unsafe-swiftshader --use-angle=swiftshader" the compositor
 * then also runs on SwiftShader, without read-backs), to see how much of a figure is that read-back.
 */
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  ...(process.env.CHART_BENCH_FLAGS ?? '').split(' ').filter(Boolean),
].filter((flag) => !(process.env.CHART_BENCH_GPU === '1' && flag === '--disable-gpu'));
const DATA = path.join(HERE, 'data', 'eurusd-m1-2022-last10k.csv.gz');
/** DevTools' CPU throttling of the page's main thread: the goals' 4x, or CHART_BENCH_THROTTLE (1 for the CPU clocks) */
const CPU_THROTTLE = throttleRate(process.env.CHART_BENCH_THROTTLE);
const FIRST_RENDER_RUNS = 5;
const LIVE_TICKS_PER_SECOND = 20;
const LIVE_SECONDS = 10;
const SPARK_ROWS = 20;
const SPARK_UPDATES_PER_SECOND = 10;
const SPARK_SECONDS = 10;
/** Rounds of (Pipwave, lightweight-charts) measured alternately; each figure is the median over rounds. */
const ROUNDS = Number(process.env.CHART_BENCH_ROUNDS ?? 3);
/**
 * What paints Pipwave's chart: `auto` is what users get (its drawing worker, with Pixi's WebGL on a real
 * GPU and the 2D canvas when WebGL would be software); `webgl`, `canvas` (both in the worker) or `page`.
 */
const RENDERER = process.env.CHART_BENCH_RENDERER ?? 'auto';
/** CHART_BENCH_PEER=0 skips lightweight-charts (quick looks at Pipwave alone; no ratios printed). */
const WITH_PEER = process.env.CHART_BENCH_PEER !== '0';
/** CHART_BENCH_BASELINE=<git ref> also measures that commit's chart in the same rounds (chartBaseline.ts). */
const BASELINE_REF = process.env.CHART_BENCH_BASELINE;

/** The 10,000 real EURUSD minute candles (server time read as UTC). */
export function loadBars(): BenchBar[] {
  const lines = gunzipSync(readFileSync(DATA)).toString('utf8').trim().split('\n').slice(1);
  return lines.map((line) => {
    const [time = '', open = '', high = '', low = '', close = '', volume = ''] = line.split(',');
    return {
      time: Date.parse(`${time.replace(' ', 'T')}Z`),
      open: Number(open),
      high: Number(high),
      low: Number(low),
      close: Number(close),
      volume: Number(volume),
    };
  });
}

async function openPage(browser: Browser, url: string): Promise<{ page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  if (process.env.BENCH_PROFILE === '1') page.on('console', (message) => console.error(`# ${message.text()}`));
  await page.goto(url);
  await page.waitForFunction(() => 'chartBench' in window);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  return { page, cdp };
}

export interface Figures {
  /** which renderer the chart used (Pipwave: webgl or canvas) */
  renderer: string;
  firstRender: number;
  panP95: number;
  /** main-thread task time per drag step (the pointer event and the frame after it) */
  panMsPerStep: number;
  zoomP95: number;
  /** main-thread task time per wheel notch */
  zoomMsPerStep: number;
  liveMsPerSecond: number;
  sparkP95: number;
  sparkBusy: number;
  /** the main thread's and the machine's CPU time beside the task time */
  cpu: CpuFigures;
  /**
   * a drawing worker's own time per frame it drew, and the p95 from a pan or zoom input to the frame
   * painted for it (Pipwave's chart in its drawing worker only, else NaN)
   */
  worker: {
    panDrawMsPerFrame: number;
    liveDrawMsPerFrame: number;
    zoomDrawMsPerFrame: number;
    panInputP95: number;
    zoomInputP95: number;
  };
}

interface Floor {
  panP95: number;
  panMsPerStep: number;
  zoomP95: number;
  zoomMsPerStep: number;
  cpu: Pick<CpuFigures, 'pan' | 'zoom'>;
}

/** The harness alone (a page whose chart could not start): the pan and zoom figures' floor on this machine. */
async function measureFloor(browser: Browser, url: string): Promise<Floor> {
  const { page, cdp } = await openPage(browser, url);
  const pan = await measurePan(page, cdp);
  const zoom = await measureZoom(page, cdp);
  await page.context().close();
  return {
    panP95: quantile(pan.frames, 0.95),
    panMsPerStep: pan.msPerStep,
    zoomP95: quantile(zoom.frames, 0.95),
    zoomMsPerStep: zoom.msPerStep,
    cpu: { pan: cpuPair(pan), zoom: cpuPair(zoom) },
  };
}

async function measure(browser: Browser, url: string, bars: readonly BenchBar[]): Promise<Figures> {
  const { page, cdp } = await openPage(browser, url);
  const name = url.split('/').pop() ?? url;
  // first render: a fresh chart each run, median
  const firsts: number[] = [];
  const stopFirstDiagnostics = await startMainThreadDiagnostics(cdp, `${name} first render`);
  for (let run = 0; run < FIRST_RENDER_RUNS; run += 1) {
    // the bars reach the page first: deserialising 10,000 objects is the harness's cost, not the chart's
    await page.evaluate((data) => {
      window.benchBars = data;
    }, bars);
    await page.waitForTimeout(300);
    firsts.push(await page.evaluate(() => window.chartBench.firstRender(window.benchBars)));
  }
  await stopFirstDiagnostics();
  const workerDrawn = async () => {
    const drawn = await page.evaluate(() => window.chartBench.workerFrames?.() ?? null);
    if (!drawn || drawn.frames === 0) return { msPerFrame: Number.NaN, inputP95: Number.NaN };
    const inputP95 = drawn.inputToFrame.length > 0 ? quantile(drawn.inputToFrame, 0.95) : Number.NaN;
    return { msPerFrame: drawn.ms / drawn.frames, inputP95 };
  };
  await workerDrawn();
  const stopPanDiagnostics = await startMainThreadDiagnostics(cdp, `${name} pan`);
  const pan = await measurePan(page, cdp);
  await stopPanDiagnostics();
  const workerPan = await workerDrawn();
  // live: 20 ticks/s for 10 s, main-thread task time per second
  const stopLiveDiagnostics = await startMainThreadDiagnostics(cdp, `${name} live`);
  const liveCost = new CostMeter(cdp);
  await liveCost.start();
  await page.evaluate(([perSecond, seconds]) => window.chartBench.live(perSecond, seconds), [
    LIVE_TICKS_PER_SECOND,
    LIVE_SECONDS,
  ] as const);
  await liveCost.stop();
  const live = liveCost.perStep(LIVE_SECONDS);
  await stopLiveDiagnostics();
  const workerLive = await workerDrawn();
  const stopZoomDiagnostics = await startMainThreadDiagnostics(cdp, `${name} zoom`);
  const zoom = await measureZoom(page, cdp);
  await stopZoomDiagnostics();
  const workerZoom = await workerDrawn();
  // sparklines: 20 rows, 10 updates/s each, 10 s
  const beforeSpark = await taskSeconds(cdp);
  const intervals = await page.evaluate(
    ([rows, perSecond, seconds]) => window.chartBench.sparklines(rows, perSecond, seconds),
    [SPARK_ROWS, SPARK_UPDATES_PER_SECOND, SPARK_SECONDS] as const,
  );
  const sparkBusy = (((await taskSeconds(cdp)) - beforeSpark) / SPARK_SECONDS) * 100;
  const renderer = await page.evaluate(() => window.chartBench.renderer());
  await page.evaluate(() => window.chartBench.dispose());
  await page.context().close();
  return {
    renderer,
    firstRender: quantile(firsts, 0.5),
    panP95: quantile(pan.frames, 0.95),
    panMsPerStep: pan.msPerStep,
    zoomP95: quantile(zoom.frames, 0.95),
    zoomMsPerStep: zoom.msPerStep,
    liveMsPerSecond: live.msPerStep,
    sparkP95: quantile(intervals, 0.95),
    sparkBusy,
    cpu: { pan: cpuPair(pan), zoom: cpuPair(zoom), live: cpuPair(live) },
    worker: {
      panDrawMsPerFrame: workerPan.msPerFrame,
      liveDrawMsPerFrame: workerLive.msPerFrame,
      zoomDrawMsPerFrame: workerZoom.msPerFrame,
      panInputP95: workerPan.inputP95,
      zoomInputP95: workerZoom.inputP95,
    },
  };
}

function medianFigures(rounds: readonly Figures[]): Figures {
  const median = (pick: (figures: Figures) => number) => quantile(rounds.map(pick), 0.5);
  return {
    renderer: rounds[0]?.renderer ?? '',
    firstRender: median((figures) => figures.firstRender),
    panP95: median((figures) => figures.panP95),
    panMsPerStep: median((figures) => figures.panMsPerStep),
    zoomP95: median((figures) => figures.zoomP95),
    zoomMsPerStep: median((figures) => figures.zoomMsPerStep),
    liveMsPerSecond: median((figures) => figures.liveMsPerSecond),
    sparkP95: median((figures) => figures.sparkP95),
    sparkBusy: median((figures) => figures.sparkBusy),
    cpu: medianCpu(rounds.map((figures) => figures.cpu)),
    worker: {
      panDrawMsPerFrame: median((figures) => figures.worker.panDrawMsPerFrame),
      liveDrawMsPerFrame: median((figures) => figures.worker.liveDrawMsPerFrame),
      zoomDrawMsPerFrame: median((figures) => figures.worker.zoomDrawMsPerFrame),
      panInputP95: median((figures) => figures.worker.panInputP95),
      zoomInputP95: median((figures) => figures.worker.zoomInputP95),
    },
  };
}

/**
 * The candlestick chart beside lightweight-charts in one run: same 10,000 real EURUSD candles, same
 * 390 x 560 chart, same Chromium, 4x CPU throttling. Ratios are Pipwave / lightweight-charts (lower is better).
 */
export const chartBench: Bench = {
  name: 'chart',
  description:
    `Pipwave chart vs lightweight-charts, 10,000 EURUSD M1 candles, ${CPU_THROTTLE}x CPU throttling, ` +
    `median of ${ROUNDS} alternating rounds` +
    (process.env.CHART_BENCH_GPU === '1' ? ' (GPU compositing on SwiftShader: --disable-gpu dropped)' : ''),
  async run(print) {
    const bars = loadBars();
    const outDir = mkdtempSync(path.join(tmpdir(), 'pipwave-chart-bench-'));
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
    try {
      const manifest = await buildPages(outDir);
      const { server, url } = await serve(outDir);
      const baseline = BASELINE_REF ? await openBaseline(BASELINE_REF) : null;
      try {
        // interleave so drift on a shared machine hits both alike, then take medians
        const ourRounds: Figures[] = [];
        const peerRounds: Figures[] = [];
        const floors: Floor[] = [];
        const baselineRounds: Figures[] = [];
        for (let roundIndex = 0; roundIndex < ROUNDS; roundIndex += 1) {
          if (baseline) baselineRounds.push(await measure(browser, `${baseline.url}?renderer=${RENDERER}`, bars));
          ourRounds.push(await measure(browser, `${url}/pipwave.html?renderer=${RENDERER}`, bars));
          if (WITH_PEER) peerRounds.push(await measure(browser, `${url}/lwc.html`, bars));
          floors.push(await measureFloor(browser, `${url}/pipwave.html?renderer=none`));
        }
        const ours = medianFigures(ourRounds);
        const peer = WITH_PEER ? medianFigures(peerRounds) : null;
        const before = baseline ? medianFigures(baselineRounds) : null;
        if (baseline) console.error(`# baseline: the chart at ${baseline.ref}, measured in the same rounds`);
        const pair = (label: string, pick: (figures: Figures) => number, unit: string, withRatio: boolean) => {
          print(`${label} pipwave`, round(pick(ours), 1), unit);
          if (before) {
            print(`${label} pipwave at the baseline`, round(pick(before), 1), unit);
            print(`${label} change against the baseline`, round(pick(ours) / pick(before), 2), 'x');
          }
          if (!peer) return;
          print(`${label} lightweight-charts`, round(pick(peer), 1), unit);
          if (withRatio) print(`${label} ratio`, round(pick(ours) / pick(peer), 2), 'x');
        };
        pair('first render', (figures) => figures.firstRender, 'ms', true);
        pair('pan frame p95', (figures) => figures.panP95, 'ms', true);
        // the same drags on a page that draws nothing: no chart can measure below this
        const floor = (pick: (figures: Floor) => number) => round(quantile(floors.map(pick), 0.5), 1);
        print(
          'pan frame p95 floor (page without a chart)',
          floor((figures) => figures.panP95),
          'ms',
        );
        // the chart's own share of a step: what each page spends beyond the harness's floor
        const aboveFloor = (
          label: string,
          pick: (figures: Figures) => number,
          pickFloor: (figures: Floor) => number,
        ) => {
          const base = quantile(floors.map(pickFloor), 0.5);
          if (peer) print(`${label} ratio above the floor`, round((pick(ours) - base) / (pick(peer) - base), 2), 'x');
        };
        pair('pan main thread per step', (figures) => figures.panMsPerStep, 'ms', true);
        print(
          'pan main thread per step floor (page without a chart)',
          floor((figures) => figures.panMsPerStep),
          'ms',
        );
        aboveFloor(
          'pan main thread per step',
          (figures) => figures.panMsPerStep,
          (figures) => figures.panMsPerStep,
        );
        pair('zoom frame p95', (figures) => figures.zoomP95, 'ms', true);
        print(
          'zoom frame p95 floor (page without a chart)',
          floor((figures) => figures.zoomP95),
          'ms',
        );
        pair('zoom main thread per step', (figures) => figures.zoomMsPerStep, 'ms', true);
        print(
          'zoom main thread per step floor (page without a chart)',
          floor((figures) => figures.zoomMsPerStep),
          'ms',
        );
        aboveFloor(
          'zoom main thread per step',
          (figures) => figures.zoomMsPerStep,
          (figures) => figures.zoomMsPerStep,
        );
        pair('live main thread', (figures) => figures.liveMsPerSecond, 'ms/s', true);
        pair('sparklines frame p95', (figures) => figures.sparkP95, 'ms', false);
        pair('sparklines busy', (figures) => figures.sparkBusy, '%', false);
        const ourBytes = entryGzipBytes(outDir, manifest, 'size-pipwave.ts', { lazy: true });
        const our2dBytes = entryGzipBytes(outDir, manifest, 'size-pipwave.ts');
        const peerBytes = entryGzipBytes(outDir, manifest, 'size-lwc.ts');
        // WebGL (a GPU): the chart's chunk, its drawing worker and the worker's Pixi chunk; the 2D canvas
        // (no GPU): the chart's chunk and its drawing worker
        print('chunk gzip pipwave', round(ourBytes / 1024, 1), 'KB');
        print('chunk gzip pipwave without Pixi (2D canvas path)', round(our2dBytes / 1024, 1), 'KB');
        print('chunk gzip lightweight-charts', round(peerBytes / 1024, 1), 'KB');
        console.error(`# pipwave renderer: ${ourRounds[0]?.renderer ?? '?'} (CHART_BENCH_RENDERER=${RENDERER})`);
        printWorkerFigures(print, ours, CPU_THROTTLE);
        const floorCpu = {
          pan: medianPair(floors.map((figures) => figures.cpu.pan)),
          zoom: medianPair(floors.map((figures) => figures.cpu.zoom)),
        };
        if (CPU_THROTTLE !== 1)
          console.error(
            "# CPU clocks not printed: DevTools' throttling spins the main thread even while it idles; CHART_BENCH_THROTTLE=1 prints them",
          );
        else
          printCpu(
            print,
            [
              { label: 'pipwave', cpu: ours.cpu },
              ...(before ? [{ label: 'pipwave at the baseline', cpu: before.cpu }] : []),
              ...(peer ? [{ label: 'lightweight-charts', cpu: peer.cpu }] : []),
            ],
            peer?.cpu ?? null,
            floorCpu,
          );
        // each round's pair was measured minutes apart at most: the spread says how far one run's ratio is to be trusted
        if (WITH_PEER) {
          const spread = (pick: (figures: Figures) => number) =>
            ourRounds
              .map((figures, index) => {
                const peerFigures = peerRounds[index];
                return peerFigures ? round(pick(figures) / pick(peerFigures), 2) : Number.NaN;
              })
              .join(', ');
          console.error(
            `# pan main thread per step ratio, round by round: ${spread((figures) => figures.panMsPerStep)}`,
          );
          console.error(
            `# zoom main thread per step ratio, round by round: ${spread((figures) => figures.zoomMsPerStep)}`,
          );
        }
      } finally {
        server.close();
        baseline?.close();
      }
    } finally {
      await browser.close();
      rmSync(outDir, { recursive: true, force: true });
    }
  },
};
