import type { StepCost } from './chartGestures.ts';
import { quantile, round } from './stats.ts';

/** CPU clocks beside the main thread's task time, per pan step, zoom notch and live second. */
export interface CpuFigures {
  pan: CpuPair;
  zoom: CpuPair;
  live: CpuPair;
}

export interface CpuPair {
  /** the main thread's CPU time (DevTools' throttling spins on it, so this is throttled too) */
  thread: number;
  /** every core of the machine busy: where a drawing worker's or a GPU process's work still counts */
  machine: number;
}

export const cpuPair = (cost: StepCost): CpuPair => ({
  thread: cost.threadCpuMsPerStep,
  machine: cost.machineCpuMsPerStep,
});

/** each clock's median on its own */
export function medianPair(pairs: readonly CpuPair[]): CpuPair {
  return {
    thread: quantile(
      pairs.map((pair) => pair.thread),
      0.5,
    ),
    machine: quantile(
      pairs.map((pair) => pair.machine),
      0.5,
    ),
  };
}

export function medianCpu(rounds: readonly CpuFigures[]): CpuFigures {
  const pair = (phase: keyof CpuFigures) => medianPair(rounds.map((figures) => figures[phase]));
  return { pan: pair('pan'), zoom: pair('zoom'), live: pair('live') };
}

/**
 * CHART_BENCH_THROTTLE: the main thread's slow-down (default 4, a low-end phone). DevTools throttles by
 * making the main thread spin between its slices, even while it idles (here: ~0.77 of a core at 4x on an
 * idle page), so at any rate but 1 its CPU clocks count that spin, and on two cores the spin takes CPU
 * from the compositor, workers and GPU process that a phone's other cores would give them.
 */
export function throttleRate(setting: string | undefined): number {
  if (setting === undefined || setting === '') return 4;
  const rate = Number(setting);
  if (!Number.isFinite(rate) || rate < 1 || rate > 20)
    throw new Error(`CHART_BENCH_THROTTLE=${setting}: expected a slow-down from 1 to 20`);
  return rate;
}

type Print = (figure: string, value: number, unit: string) => void;

/**
 * The CPU clocks of each measured page, with ratios to lightweight-charts, and the page without a
 * chart's for pan and zoom. Task time (the goals' figure) counts a main thread that waits for a core
 * as busy; on two cores shared with a GPU process on SwiftShader or a drawing worker, that wait is not
 * the page's work. The machine's busy time says whether work left the machine or only the main thread.
 */
export function printCpu(
  print: Print,
  pages: readonly { label: string; cpu: CpuFigures }[],
  peer: CpuFigures | null,
  floor: Pick<CpuFigures, 'pan' | 'zoom'>,
): void {
  const phases = [
    ['pan', 'per step', 'ms'],
    ['zoom', 'per step', 'ms'],
    ['live', '', 'ms/s'],
  ] as const;
  for (const [phase, per, unit] of phases) {
    for (const clock of ['thread', 'machine'] as const) {
      const figure = `${phase} ${clock === 'thread' ? 'main thread CPU' : 'machine CPU'}${per ? ` ${per}` : ''}`;
      for (const { label, cpu } of pages) {
        print(`${figure} ${label}`, round(cpu[phase][clock], 1), unit);
        if (peer && peer !== cpu)
          print(`${figure} ${label} ratio`, round(cpu[phase][clock] / peer[phase][clock], 2), 'x');
      }
      if (phase !== 'live') print(`${figure} floor (page without a chart)`, round(floor[phase][clock], 1), unit);
    }
  }
}
