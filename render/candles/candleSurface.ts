import type { CandleColumns } from './candleColumns.ts';
import type { PriceRange } from './priceScale.ts';

/**
 * The settled candles of a strip, as the drawing surface gets them: bar i is centred at
 * `zero + i * barSpacing` strip px, a price p at y `(range.max - p) * height / (range.max - range.min)`.
 * The live (last) bar is not drawn here (the live layer has it).
 */
export interface CandleStripScene {
  series: CandleColumns;
  /** ChartModel.revision of `series`: geometry built for another revision is stale */
  revision: number;
  /** bars the strip shows (fractional indices, both ends included) */
  from: number;
  to: number;
  /** bars either side of [from, to] worth building geometry for (pans then reuse it) */
  extra: number;
  zero: number;
  barSpacing: number;
  range: PriceRange;
  /** the strip's size in CSS px and the device pixels per CSS px */
  width: number;
  height: number;
  resolution: number;
}

/** Counters a test or benchmark reads to see what a change cost. */
export interface SurfaceStats {
  /** rebuilds of the candle geometry */
  geometryBuilds: number;
}

/**
 * The one seam between the chart and what draws its candles, chosen once (openCandleSurface.ts): Pixi's
 * WebGL renderer where the GPU runs WebGL, the browser's 2D canvas elsewhere. The chart decides what and
 * when (frameScheduler.ts); a surface only draws the scene it is handed, on the canvas it was given.
 */
export interface CandleSurface {
  readonly kind: 'webgl' | 'canvas';
  readonly stats: SurfaceStats;
  /**
   * Draws the strip's candles. `gesture`: a step of a zoom, drawn again at the settle; a surface may
   * draw it a quicker way.
   */
  draw(scene: CandleStripScene, options: { gesture: boolean }): void;
  /** Readies, while the page is idle, what a gesture on a plot `width` x `height` CSS px draws on. */
  prepareGesture(width: number, height: number, resolution: number): void;
  dispose(): void;
}
