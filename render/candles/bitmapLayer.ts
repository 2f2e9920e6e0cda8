/**
 * A 2D drawing shown on the page as an ImageBitmap: drawn on an OffscreenCanvas, then handed to an
 * on-page canvas with an `ImageBitmapRenderingContext` (`present()`, no pixel copy).
 *
 * Why: where canvases are not GPU-backed (software compositing: a blocklisted GPU, headless Chromium),
 * every 2D canvas on screen has all its pixels copied for the compositor on every commit, changed or
 * not. A scene strip three plot widths wide is megabytes, copied each frame of a pan or a live tick.
 * A presented bitmap is handed to the compositor once. Without OffscreenCanvas or the bitmap context,
 * the drawing canvas is the on-page canvas itself (as before, correct but copied per commit).
 */
export class BitmapLayer {
  /** the canvas on the page (placed and moved by its owner) */
  readonly element: HTMLCanvasElement;
  /** where to draw; `element` itself when bitmaps are not supported */
  readonly drawing: OffscreenCanvas | HTMLCanvasElement;
  private readonly bitmapContext: ImageBitmapRenderingContext | null;

  constructor(element: HTMLCanvasElement = document.createElement('canvas')) {
    this.element = element;
    const bitmapContext = typeof OffscreenCanvas === 'function' ? element.getContext('bitmaprenderer') : null;
    this.bitmapContext = bitmapContext;
    this.drawing = bitmapContext ? new OffscreenCanvas(1, 1) : element;
  }

  /** true when drawings are presented as bitmaps (the page's canvas then keeps the last one shown) */
  get presents(): boolean {
    return this.bitmapContext !== null;
  }

  /** Sizes the drawing (device px). */
  resize(width: number, height: number): void {
    if (this.drawing.width !== width) this.drawing.width = width;
    if (this.drawing.height !== height) this.drawing.height = height;
  }

  /** Shows what was drawn (the drawing canvas is empty afterwards: draw it whole next time). */
  present(): void {
    if (!this.bitmapContext || !(this.drawing instanceof OffscreenCanvas)) return;
    this.bitmapContext.transferFromImageBitmap(this.drawing.transferToImageBitmap());
  }
}
