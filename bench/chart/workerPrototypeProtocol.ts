import type { Viewport } from '../../render/candles/viewport.ts';

/** The messages between the worker-drawn prototype's page (workerPrototype.ts) and its worker. */

/** How the prototype's worker draws: all on one 2D canvas, or the candles with Pixi between two 2D layers. */
export type PrototypeRenderer = '2d' | 'pixi';

/**
 * What the prototype's page sends its drawing worker: the canvases and bars once, then each new view
 * (the page keeps the chart's model and applies the gestures) and the live ticks.
 */
export type PrototypeRequest =
  | {
      type: 'init';
      renderer: PrototypeRenderer;
      /** bottom to top: one canvas (2d), or the underlay, the candles and the overlay (pixi) */
      canvases: OffscreenCanvas[];
      width: number;
      height: number;
      resolution: number;
      packed: Float64Array;
    }
  | { type: 'view'; view: Viewport; inputAt: number }
  | { type: 'crosshair'; point: { x: number; y: number } | null }
  | { type: 'tick'; bar: { time: number; open: number; high: number; low: number; close: number; volume: number } }
  | { type: 'frames' };

/**
 * `inputToFrame`: for each frame drawn for a pan or zoom input, ms from that input event to the
 * frame's commit (the first task after it on the worker); clocks as epoch ms (`performance.timeOrigin`
 * plus the thread's own `now`)
 */
export type PrototypeReply =
  | { type: 'firstFrame' }
  /** the worker could not start drawing (no context, Pixi failed): the page's first render rejects */
  | { type: 'failed'; message: string }
  | { type: 'frames'; frames: number; ms: number; inputToFrame: number[] };

/** Numbers per packed bar: time, open, high, low, close, volume. */
export const PACKED_STRIDE = 6;

/** An epoch-ms clock both threads share (each `performance.now()` counts from its own origin). */
export function epochMs(threadMs = performance.now()): number {
  return performance.timeOrigin + threadMs;
}
