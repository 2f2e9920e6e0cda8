import { createContext, useContext } from 'react';
import type { SparkDirection } from '../../render/sparklines/geometry.ts';
import type { SparklineSurface } from '../../render/sparklines/surface.ts';

/** What the registry drives: the shared mini-chart surface (render/sparklines), loaded lazily. */
export type SparklineSink = Pick<
  SparklineSurface,
  'setSeries' | 'setDirection' | 'updateLast' | 'attach' | 'detach' | 'invalidate'
>;

/**
 * Rows talk to this small object (in the home chunk, no Pixi): it remembers slots, series, colours
 * and live prices until the renderer chunk has loaded, then replays them and forwards from there on.
 */
export class SparklineRegistry {
  private sink: SparklineSink | null = null;
  private readonly elements = new Map<string, HTMLElement>();
  private readonly series = new Map<string, readonly number[]>();
  private readonly directions = new Map<string, SparkDirection>();
  private readonly lasts = new Map<string, number>();

  connect(sink: SparklineSink | null): void {
    this.sink = sink;
    if (!sink) return;
    for (const [key, closes] of this.series) sink.setSeries(key, closes);
    for (const [key, direction] of this.directions) sink.setDirection(key, direction);
    for (const [key, close] of this.lasts) sink.updateLast(key, close);
    for (const [key, element] of this.elements) sink.attach(key, element);
  }

  attach(key: string, element: HTMLElement): void {
    this.elements.set(key, element);
    this.sink?.attach(key, element);
  }

  detach(key: string, element: HTMLElement): void {
    if (this.elements.get(key) !== element) return;
    this.elements.delete(key);
    this.sink?.detach(key, element);
  }

  setSeries(key: string, closes: readonly number[]): void {
    this.series.set(key, closes);
    this.sink?.setSeries(key, closes);
    const live = this.lasts.get(key);
    if (live !== undefined) this.sink?.updateLast(key, live);
  }

  setDirection(key: string, direction: SparkDirection): void {
    this.directions.set(key, direction);
    this.sink?.setDirection(key, direction);
  }

  updateLast(key: string, close: number): void {
    this.lasts.set(key, close);
    this.sink?.updateLast(key, close);
  }

  invalidate(): void {
    this.sink?.invalidate();
  }

  get attachedCount(): number {
    return this.elements.size;
  }
}

export const SparklineContext = createContext<SparklineRegistry | null>(null);

export function useSparklineRegistry(): SparklineRegistry | null {
  return useContext(SparklineContext);
}
