import type { Figures } from './chart.bench.ts';
import { round } from './stats.ts';

type Print = (figure: string, value: number, unit: string) => void;

/**
 * Pipwave's drawing-worker figures. Its frame p95 as the other charts': the bench's frame-end clock is
 * the main thread's, which no longer paints this chart; the page also times each pan or zoom input to
 * the worker's answer that it painted the frame for it. The worker's own time per frame (its drawing
 * calls and the canvas's commit, where a 2D canvas in software rasters) is printed as measured and times
 * the CPU throttling (DevTools throttles the page's main thread, not its workers): an estimate of what a
 * phone that slow would spend.
 */
export function printWorkerFigures(print: Print, figures: Figures, throttle: number): void {
  const { worker } = figures;
  if (Number.isNaN(worker.panDrawMsPerFrame) && Number.isNaN(worker.zoomDrawMsPerFrame)) return;
  for (const [phase, ms] of [
    ['pan', worker.panDrawMsPerFrame],
    ['zoom', worker.zoomDrawMsPerFrame],
    ['live', worker.liveDrawMsPerFrame],
  ] as const) {
    print(`${phase} pipwave drawing worker per frame, unthrottled`, round(ms, 2), 'ms');
    print(`${phase} pipwave drawing worker per frame, times ${throttle}`, round(ms * throttle, 2), 'ms');
  }
  // from the input event (main thread) to the worker's word that it painted the frame for it
  print('pan pipwave input to frame painted p95', round(worker.panInputP95, 1), 'ms');
  print('zoom pipwave input to frame painted p95', round(worker.zoomInputP95, 1), 'ms');
}
