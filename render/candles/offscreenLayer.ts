/**
 * A 2D drawing on a page canvas whose control was handed to an OffscreenCanvas
 * (`transferControlToOffscreen`): the chart draws on the OffscreenCanvas and the browser sends each
 * changed frame to the compositor by itself.
 *
 * Why: where canvases are not GPU-backed (software compositing: a blocklisted GPU, headless Chromium),
 * an ordinary 2D canvas on screen has all its pixels copied for the compositor on every commit, changed
 * or not; a scene strip three plot widths wide is megabytes, copied on each frame of a pan or live tick.
 * A frame of an OffscreenCanvas is sent only when it was drawn, from recycled buffers. (Handing over
 * ImageBitmaps instead, `transferToImageBitmap`, allocates a new shared buffer for every drawing: 16-40 ms
 * per render on this machine.) Without OffscreenCanvas the drawing canvas is the page canvas itself.
 */
export class OffscreenLayer {
  /** the canvas on the page (placed and moved by its owner) */
  readonly element: HTMLCanvasElement;
  /** where to draw (and where to read the pixels back from) */
  readonly drawing: OffscreenCanvas | HTMLCanvasElement;

  constructor(element: HTMLCanvasElement = document.createElement('canvas')) {
    this.element = element;
    this.drawing =
      typeof element.transferControlToOffscreen === 'function' ? element.transferControlToOffscreen() : element;
  }

  /** Sizes the drawing (device px). */
  resize(width: number, height: number): void {
    if (this.drawing.width !== width) this.drawing.width = width;
    if (this.drawing.height !== height) this.drawing.height = height;
  }
}
