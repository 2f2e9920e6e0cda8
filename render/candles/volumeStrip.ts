import { cssColour } from '../theme.ts';
import { setStyle } from './elementPool.ts';
import type { ColouredRect } from './liveLayer.ts';
import type { StripCanvas } from './stripCanvas.ts';

/**
 * The volume bars of a scene strip on a 2D canvas at the bottom of the plot. Its own layer because the
 * volume scale moves independently of the price scale: a pan stretches it from the bottom with a
 * transform until the strip is drawn again.
 */
export class VolumeStrip {
  /** the strip's box on the page (its canvases fill it) */
  readonly element = document.createElement('div');
  /** its canvas, shown the way the candles' surface shows its own (null until the surface is chosen) */
  private layer: StripCanvas | null = null;
  private context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null = null;
  private resolution = 1;
  private width = 0;
  private height = 0;
  private left = 0;

  constructor() {
    this.element.style.cssText =
      'position:absolute;left:0;top:0;pointer-events:none;transform-origin:0 100%;will-change:transform';
    this.element.dataset.chartLayer = 'volumes';
  }

  /** Shows the volumes on `canvas` (made by the candles' surface once it is chosen: openCandleSurface.ts). */
  use(canvas: StripCanvas): void {
    this.layer = canvas;
    this.context = canvas.drawing.getContext('2d');
  }

  /** A strip `width` wide at `left` (plot px), its pane `height` tall ending at the plot's bottom. */
  layout(left: number, width: number, height: number, plotHeight: number, resolution: number): void {
    this.left = left;
    this.width = width;
    this.height = height;
    this.resolution = resolution;
    // `left` goes into the transform (place), like a pan: moving a laid-out box is a layout shift
    setStyle(this.element, 'top', `${plotHeight - height}px`);
    setStyle(this.element, 'width', `${width}px`);
    setStyle(this.element, 'height', `${height}px`);
  }

  /**
   * Draws bars given in strip px (x from the strip's left, y from the pane's top), grouped by colour;
   * `moving`: a render in the middle of a gesture (see StripCanvas).
   */
  render(bars: readonly ColouredRect[], options: { moving?: boolean } = {}): void {
    const layer = this.layer;
    if (!layer) return;
    const deviceWidth = Math.max(1, Math.round(this.width * this.resolution));
    const deviceHeight = Math.max(1, Math.round(this.height * this.resolution));
    const moving = options.moving ? layer.moving(deviceWidth, deviceHeight, this.resolution) : null;
    if (!moving) layer.resize(deviceWidth, deviceHeight);
    const context = moving ?? this.context;
    if (!context) return;
    if (!moving) {
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.clearRect(0, 0, deviceWidth, deviceHeight);
    }
    // CSS px onto the device px (on the gesture's canvas, onto its own scale)
    context.scale(this.resolution, this.resolution);
    let colour = -1;
    for (const bar of bars) {
      if (bar.colour !== colour) {
        colour = bar.colour;
        context.fillStyle = cssColour(colour);
      }
      context.fillRect(bar.x, bar.y, bar.width, bar.height);
    }
    if (!moving) layer.present();
  }

  dispose(): void {
    this.layer?.dispose();
  }

  /** Readies the canvas a zoom draws on, for a strip `width` CSS px wide (see StripCanvas.prepareMoving). */
  prepareMoving(width: number): void {
    this.layer?.prepareMoving(
      Math.max(1, Math.round(width * this.resolution)),
      Math.max(1, Math.round(this.height * this.resolution)),
      this.resolution,
    );
  }

  /**
   * Moves the strip by `shift` px, scales it by `scaleX` from its left edge (a zoom in progress) and
   * stretches its bars by `stretch` from the bottom.
   */
  place(shift: number, scaleX: number, stretch: number): void {
    setStyle(
      this.element,
      'transform',
      stretch === 1 && scaleX === 1
        ? `translateX(${this.left + shift}px)`
        : `translateX(${this.left + shift}px) scale(${scaleX},${stretch})`,
    );
  }
}
