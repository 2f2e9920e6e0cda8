/** What every chart benchmark page (Pipwave, lightweight-charts) exposes to bench/chart.bench.ts. */
export interface BenchBar {
  /** epoch ms */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface ChartBenchPage {
  /** A fresh chart in the 390 x 560 host with all bars; resolves with ms until its first frame is on screen. */
  firstRender(bars: readonly BenchBar[]): Promise<number>;
  /** ms from the latest pointer or wheel input to the end of the frame that followed it. */
  frameEnd(): Promise<number>;
  /** Live ticks on the last candle (a new candle every 60 ticks) for `seconds`. */
  live(ticksPerSecond: number, seconds: number): Promise<number>;
  /** `rows` mini charts updated `perSecond` times a second each for `seconds`; resolves with frame intervals. */
  sparklines(rows: number, perSecond: number, seconds: number): Promise<number[]>;
  /**
   * Frames a drawing worker drew since the last call (once the frame it owes is drawn), its time on
   * them, and for each frame that answered a pan or zoom input the ms from the input to that frame
   * painted (Pipwave's chart, painted in its drawing worker; DevTools' CPU throttling does not slow
   * workers, so the worker's times are unthrottled).
   */
  workerFrames?(): Promise<{ frames: number; ms: number; inputToFrame: number[] } | null>;
  /** the renderer the chart drew with (measured before dispose) */
  renderer(): string;
  dispose(): void;
}

declare global {
  interface Window {
    chartBench: ChartBenchPage;
    /** the bars of the next first render, handed over before the clock starts */
    benchBars: readonly BenchBar[];
  }
}

export const HOST_SIZE = { width: 390, height: 560 } as const;
export const BAR_SPACING = 8;
/** Rows of the sparkline page: 20 rows of 40 px all fit in the 844 px tall phone viewport. */
export const ROW_HEIGHT = 40;

let lastInput = 0;
for (const type of ['pointermove', 'wheel'] as const) {
  window.addEventListener(
    type,
    () => {
      lastInput = performance.now();
    },
    { capture: true, passive: true },
  );
}

/** When the latest pointer or wheel input came (the page's clock). */
export function lastInputAt(): number {
  return lastInput;
}

export function frameEnd(): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - lastInput), 0)),
  );
}

/** Two animation frames: the first runs the libraries' rAF drawing, the second starts after it was presented. */
export function painted(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

export function host(): HTMLElement {
  const existing = document.getElementById('host');
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = 'host';
  element.style.cssText = `position:relative;width:${HOST_SIZE.width}px;height:${HOST_SIZE.height}px`;
  document.body.append(element);
  return element;
}

/** Deterministic random walk for ticks and sparkline values. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Runs `tick` at a fixed rate for `seconds`, then resolves. */
export function every(perSecond: number, seconds: number, tick: (index: number) => void): Promise<void> {
  return new Promise((resolve) => {
    let index = 0;
    const total = Math.round(perSecond * seconds);
    const timer = setInterval(() => {
      tick(index);
      index += 1;
      if (index >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 1000 / perSecond);
  });
}

/**
 * The live tape every page replays: each tick moves the live bar's close by a seeded random walk (the
 * same on each page), starting on `first` itself, and every 60th tick opens a new bar; each bar goes to
 * `onBar`, for `seconds`.
 */
export function liveTape(
  first: BenchBar,
  perSecond: number,
  seconds: number,
  onBar: (bar: BenchBar) => void,
): Promise<void> {
  const next = random(7);
  let bar = { ...first };
  return every(perSecond, seconds, (index) => {
    const price = Number((bar.close + (next() - 0.5) * 0.0002).toFixed(5));
    bar =
      index > 0 && index % 60 === 0
        ? { time: bar.time + 60_000, open: price, high: price, low: price, close: price, volume: 1 }
        : {
            ...bar,
            close: price,
            high: Math.max(bar.high, price),
            low: Math.min(bar.low, price),
            volume: bar.volume + 1,
          };
    onBar(bar);
  });
}

/** Records animation-frame intervals until `stop()` is called. */
export function frameIntervals(): { stop(): number[] } {
  const intervals: number[] = [];
  let last = performance.now();
  let running = true;
  const loop = (now: number) => {
    intervals.push(now - last);
    last = now;
    if (running) requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
  return {
    stop() {
      running = false;
      return intervals.slice(1);
    },
  };
}

export function sparklineSlots(rows: number): HTMLElement[] {
  const list = document.createElement('div');
  list.id = 'list';
  list.style.cssText = `position:relative;width:390px;height:${rows * ROW_HEIGHT}px`;
  document.body.append(list);
  const slots: HTMLElement[] = [];
  for (let row = 0; row < rows; row += 1) {
    const slot = document.createElement('div');
    slot.style.cssText = `position:absolute;left:190px;top:${row * ROW_HEIGHT + 8}px;width:48px;height:24px`;
    list.append(slot);
    slots.push(slot);
  }
  return slots;
}
