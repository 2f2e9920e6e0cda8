import type { CDPSession, Page } from 'playwright-core';
import { machineTicks } from './orderLoadCpu.ts';

/**
 * The chart bench's scripted gestures, the same on every page (Pipwave, lightweight-charts, the page
 * without a chart that measures the harness's floor), and the main thread's task time they are counted in.
 */
const PAN_STEPS = 60;
const PAN_DRAGS = 2;
/**
 * wheel notches around the middle of the plot: runs of ZOOM_RUN in, then out, then in again... Short
 * runs so that no notch meets a chart's zoom limit (Pipwave's 16 % a notch reached its widest bars after
 * 12 of 20 notches in a row, and the rest did nothing: cheap steps only one chart had).
 */
const ZOOM_STEPS = 40;
const ZOOM_RUN = 10;
const ZOOM_DELTA = 60;
/** after the last notch: what a chart does once the gesture has settled counts too (Pipwave's exact render) */
const ZOOM_SETTLE_MS = 1000;

export async function taskSeconds(cdp: CDPSession): Promise<number> {
  return (await readClocks(cdp)).taskMs / 1000;
}

/** Milliseconds a gesture cost, each clock per step (drag step or wheel notch). */
export interface StepCost {
  /** the main thread's task time (wall clock inside its tasks): the bench's figure */
  msPerStep: number;
  /**
   * the main thread's CPU time: unlike the task time it leaves out what the thread spent waiting, for a
   * core (a GPU process on SwiftShader or a drawing worker using both of this machine's) or on another
   * thread or process
   */
  threadCpuMsPerStep: number;
  /**
   * every core of the machine busy (Linux /proc/stat, 10 ms ticks): the main thread, workers, the
   * compositor, the GPU process, this harness and anything else running: only an idle machine's figure
   * means something. Where work moved off the main thread, it is still here.
   */
  machineCpuMsPerStep: number;
}

interface Clocks {
  taskMs: number;
  threadMs: number;
  machineBusyMs: number;
}

const TICK_MS = 10;

async function readClocks(cdp: CDPSession): Promise<Clocks> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const seconds = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
  const machine = machineTicks();
  return {
    taskMs: seconds('TaskDuration') * 1000,
    threadMs: seconds('ThreadTime') * 1000,
    machineBusyMs: (machine.total - machine.idle - machine.steal) * TICK_MS,
  };
}

/** What the clocks moved between readings, summed over a gesture's parts (or a live tape's seconds). */
export class CostMeter {
  private task = 0;
  private thread = 0;
  private machine = 0;
  private started: Clocks | null = null;

  constructor(private readonly cdp: CDPSession) {}

  async start(): Promise<void> {
    this.started = await readClocks(this.cdp);
  }

  async stop(): Promise<void> {
    const started = this.started;
    if (!started) throw new Error('a cost meter stopped before it started');
    const now = await readClocks(this.cdp);
    this.task += now.taskMs - started.taskMs;
    this.thread += now.threadMs - started.threadMs;
    this.machine += now.machineBusyMs - started.machineBusyMs;
    this.started = null;
  }

  perStep(steps: number): StepCost {
    return {
      msPerStep: this.task / steps,
      threadCpuMsPerStep: this.thread / steps,
      machineCpuMsPerStep: this.machine / steps,
    };
  }
}

/**
 * Scripted mouse drags: for each 4 px move, the time from the pointer event to the end of the frame
 * after it, and the main thread's task time over the drags (inertia after the release not included).
 */
export async function measurePan(page: Page, cdp: CDPSession): Promise<{ frames: number[] } & StepCost> {
  const frames: number[] = [];
  const cost = new CostMeter(cdp);
  for (let drag = 0; drag < PAN_DRAGS; drag += 1) {
    let x = 80;
    const y = 280;
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
    await cdp.send('Input.dispatchMouseEvent', {
      type: 'mousePressed',
      x,
      y,
      button: 'left',
      buttons: 1,
      clickCount: 1,
    });
    await cost.start();
    for (let step = 0; step < PAN_STEPS; step += 1) {
      x += drag % 2 === 0 ? 4 : -4;
      await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y, button: 'left', buttons: 1 });
      frames.push(await page.evaluate(() => window.chartBench.frameEnd()));
    }
    await cost.stop();
    await cdp.send('Input.dispatchMouseEvent', {
      type: 'mouseReleased',
      x,
      y,
      button: 'left',
      buttons: 0,
      clickCount: 1,
    });
    await page.waitForTimeout(1500); // let inertia settle
  }
  return { frames, ...cost.perStep(PAN_DRAGS * PAN_STEPS) };
}

/**
 * Scripted wheel zoom around the middle of the plot (runs of notches in and out): for each notch, the
 * time from the wheel event to the end of the frame after it; and the main thread's task time over the
 * notches and the settle after them, per notch. The settle is counted because a chart may defer part
 * of a notch's work until the view is still (Pipwave renders its exact, wide strips then), while
 * another does it all in the notch; the page without a chart waits as long, so the floor stays comparable.
 */
export async function measureZoom(page: Page, cdp: CDPSession): Promise<{ frames: number[] } & StepCost> {
  const x = 180;
  const y = 250;
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
  await page.waitForTimeout(300);
  const frames: number[] = [];
  const cost = new CostMeter(cdp);
  await cost.start();
  for (let step = 0; step < ZOOM_STEPS; step += 1) {
    const deltaY = Math.floor(step / ZOOM_RUN) % 2 === 0 ? -ZOOM_DELTA : ZOOM_DELTA;
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseWheel', x, y, deltaX: 0, deltaY });
    frames.push(await page.evaluate(() => window.chartBench.frameEnd()));
  }
  await page.waitForTimeout(ZOOM_SETTLE_MS);
  await cost.stop();
  return { frames, ...cost.perStep(ZOOM_STEPS) };
}
