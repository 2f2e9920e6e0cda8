import { cssColour } from '../theme.ts';
import { setStyle } from './elementPool.ts';
import type { ColouredRect } from './liveLayer.ts';
import { OffscreenLayer } from './offscreenLayer.ts';

/**
 * The volume bars of a scene strip on a 2D canvas at the bottom of the plot. Its own layer because the
 * volume scale moves independently of the price scale: a pan stretches it from the bottom with a
 * transform until the strip is drawn again.
 */
export class VolumeStrip {
  private readonly layer = new OffscreenLayer();
  /** the canvas on the page */
  readonly canvas = this.layer.element;
  private readonly context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  private resolution = 1;
  private width = 0;
  private height = 0;
  private top = 0;
  private left = 0;
  private shift = 0;
  private stretch = 1;
  private scaleX = 1;

  constructor() {
    this.canvas.style.cssText =
      'position:absolute;left:0;top:0;display:block;pointer-events:none;transform-origin:0 100%;will-change:transform';
    this.canvas.dataset.chartLayer = 'volumes';
    this.context = this.layer.drawing.getContext('2d');
  }

  /** A strip `width` wide at `left` (plot px), its pane `height` tall ending at the plot's bottom. */
  layout(left: number, width: number, height: number, plotHeight: number, resolution: number): void {
    this.left = left;
    this.top = plotHeight - height;
    if (width !== this.width || height !== this.height || resolution !== this.resolution) {
      this.width = width;
      this.height = height;
      this.resolution = resolution;
      this.layer.resize(Math.max(1, Math.round(width * resolution)), Math.max(1, Math.round(height * resolution)));
    }
    setStyle(this.canvas, 'left', `${left}px`);
    setStyle(this.canvas, 'top', `${this.top}px`);
    setStyle(this.canvas, 'width', `${width}px`);
    setStyle(this.canvas, 'height', `${height}px`);
  }

  /** Draws bars given in strip px (x from the strip's left, y from the pane's top), grouped by colour. */
  render(bars: readonly ColouredRect[]): void {
    const context = this.context;
    if (!context) return;
    context.setTransform(this.resolution, 0, 0, this.resolution, 0, 0);
    context.clearRect(0, 0, this.width, this.height);
    let colour = -1;
    for (const bar of bars) {
      if (bar.colour !== colour) {
        colour = bar.colour;
        context.fillStyle = cssColour(colour);
      }
      context.fillRect(bar.x, bar.y, bar.width, bar.height);
    }
  }

  /**
   * Moves the strip by `shift` px, scales it by `scaleX` from its left edge (a zoom in progress) and
   * stretches its bars by `stretch` from the bottom.
   */
  place(shift: number, scaleX: number, stretch: number): void {
    this.shift = shift;
    this.scaleX = scaleX;
    this.stretch = stretch;
    setStyle(
      this.canvas,
      'transform',
      stretch === 1 && scaleX === 1 ? `translateX(${shift}px)` : `translateX(${shift}px) scale(${scaleX},${stretch})`,
    );
  }

  /** The drawn pixels (for reading the chart's pixels back). */
  get pixels(): CanvasImageSource {
    return this.layer.drawing;
  }

  /** Where the canvas shows, in chart px (for reading the chart's pixels back). */
  get placement(): { x: number; y: number; width: number; height: number } {
    const height = this.height * this.stretch;
    return {
      x: this.left + this.shift,
      y: this.top + this.height - height,
      width: this.width * this.scaleX,
      height,
    };
  }
}
