/** The most pixels per CSS px the gesture's canvas has (see StripCanvas). */
export const MOVING_RESOLUTION = 1;

/**
 * A 2D drawing beside the candles (a strip's canvas). Where canvases are GPU-backed (the WebGL path) it is
 * an ordinary canvas on the page: `drawing` is that canvas, `present()` and the gesture canvas do nothing.
 * Where they are not (the 2D path: software compositing), which openCandleSurface.ts decides once, it is
 * shown in one of two ways:
 *
 * - **still** (`present()`): drawn on an OffscreenCanvas and handed over as an ImageBitmap
 *   (`transferToImageBitmap` into a canvas with an `ImageBitmapRenderingContext`), which the compositor
 *   takes once. Where canvases are not GPU-backed (software compositing: a blocklisted GPU, headless
 *   Chromium) an ordinary 2D canvas on screen costs a copy on every compositor commit; for a scene strip
 *   three plot widths wide that was megabytes on every pan frame and live tick.
 * - **moving** (`moving()`): drawn directly on an ordinary 2D canvas, for a gesture that draws on every
 *   step (a zoom). Every bitmap hand-over leaves the OffscreenCanvas without a buffer, and its next
 *   drawing allocates a new shared one: 16-40 ms on our machines, too slow for each zoom notch. The
 *   gesture's canvas keeps its buffer from one gesture to the next and costs nothing while hidden.
 *
 * The gesture's canvas has at most one pixel per CSS px (`MOVING_RESOLUTION`): the compositor copies a
 * plain canvas on screen whole at every commit, so on every zoom notch, drawn or only moved; at a phone's
 * 2-3 device px per CSS px that is 4-9 times the pixels, for a picture in motion that is drawn again
 * sharp once the view is still.
 *
 * Both show in the same frame as the owner's placement. (An OffscreenCanvas that controls the page's
 * canvas, `transferControlToOffscreen`, sends its frames on its own: content and placement then
 * disagree for a frame now and then.) Without OffscreenCanvas or the bitmap context, the drawing canvas
 * is the page canvas itself and there is no moving canvas.
 */
export class StripCanvas {
  /** the canvases' box on the page (placed and moved by the owner); the canvases fill it */
  readonly element: HTMLElement;
  /** the canvas that shows still drawings (bitmaps), or is drawn on directly without OffscreenCanvas */
  readonly still: HTMLCanvasElement;
  /** where to draw */
  readonly drawing: OffscreenCanvas | HTMLCanvasElement;
  private readonly bitmapContext: ImageBitmapRenderingContext | null;
  private movingElement: HTMLCanvasElement | null = null;
  private movingContext: CanvasRenderingContext2D | null = null;
  private showsMoving = false;
  /** the idle callback that readies the drawing's next buffer */
  private preparing = 0;
  /** the animation frame of prepareMoving's readying loop */
  private readying = 0;
  private disposed = false;

  /** `handOver`: show still drawings as bitmaps, with a gesture canvas (software compositing only) */
  constructor(element: HTMLElement, options: { handOver: boolean; still?: HTMLCanvasElement }) {
    this.element = element;
    const still = options.still ?? document.createElement('canvas');
    this.still = still;
    fill(still);
    if (!still.parentElement) element.append(still);
    const bitmapContext =
      options.handOver && typeof OffscreenCanvas === 'function' ? still.getContext('bitmaprenderer') : null;
    this.bitmapContext = bitmapContext;
    this.drawing = bitmapContext ? new OffscreenCanvas(1, 1) : still;
  }

  /** Sizes the drawing (device px). */
  resize(width: number, height: number): void {
    if (this.drawing.width !== width) this.drawing.width = width;
    if (this.drawing.height !== height) this.drawing.height = height;
  }

  /** Stops pending work and lets the canvases' buffers go (the owner removes the element). */
  dispose(): void {
    if (this.preparing) cancelIdleCallback(this.preparing);
    this.preparing = 0;
    cancelAnimationFrame(this.readying);
    this.readying = 0;
    this.disposed = true;
    this.resize(0, 0);
    if (this.movingElement) {
      this.movingElement.width = 0;
      this.movingElement.height = 0;
    }
  }

  /** Shows the still drawing as a bitmap (the drawing canvas is empty afterwards: draw it whole next time). */
  present(): void {
    const drawing = this.drawing;
    if (!this.bitmapContext || !(drawing instanceof OffscreenCanvas)) return;
    this.bitmapContext.transferFromImageBitmap(drawing.transferToImageBitmap());
    this.show(false);
    this.prepareNextBuffer(drawing);
  }

  /**
   * The drawing's next buffer is allocated by its first drawing call: make that call when the page is
   * idle, so the next render (a pan that leaves the strip, a live bar that moves the scale) does not wait.
   */
  private prepareNextBuffer(drawing: OffscreenCanvas): void {
    if (typeof requestIdleCallback !== 'function') return;
    if (this.preparing) cancelIdleCallback(this.preparing);
    this.preparing = requestIdleCallback(
      () => {
        this.preparing = 0;
        if (this.disposed) return;
        drawing.getContext('2d')?.clearRect(0, 0, 1, 1);
      },
      { timeout: 1000 },
    );
  }

  /**
   * The gesture's canvas, cleared and shown in place of the still one, for a drawing of `width` x `height`
   * device px at `resolution` device px per CSS px: the context's transform maps those device px onto the
   * canvas (which has at most MOVING_RESOLUTION px per CSS px), so draw on top of it, without resetting
   * it. Null where drawings are not presented as bitmaps (then draw on `drawing`, which is on the page).
   */
  moving(width: number, height: number, resolution: number): CanvasRenderingContext2D | null {
    const context = this.sizedMoving(width, height, resolution);
    const canvas = this.movingElement;
    if (!context || !canvas) return null;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.setTransform(canvas.width / width, 0, 0, canvas.height / height, 0, 0);
    this.show(true);
    return context;
  }

  /**
   * Gets the gesture's canvas ready for a drawing of `width` x `height` device px at `resolution` while
   * the page is idle: the first drawing on a canvas and its first frames on screen allocate its buffers
   * (a 100+ ms stall on the first zoom notch otherwise). It is shown, empty and so invisible, beneath
   * the still canvas for a few frames.
   */
  prepareMoving(width: number, height: number, resolution: number): void {
    const context = this.sizedMoving(width, height, resolution);
    const canvas = this.movingElement;
    if (!context || !canvas || this.showsMoving) return;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, canvas.width, canvas.height);
    canvas.style.display = 'block';
    // one readying at a time (a resize drag asks on every frame): the latest size wins
    cancelAnimationFrame(this.readying);
    let frames = 3;
    const hide = () => {
      // a changed canvas is handed to the compositor again: each frame readies one more of its buffers
      if (!this.showsMoving) {
        context.setTransform(1, 0, 0, 1, 0, 0);
        context.clearRect(0, 0, 1, 1);
      }
      frames -= 1;
      if (frames > 0) {
        this.readying = requestAnimationFrame(hide);
        return;
      }
      this.readying = 0;
      if (!this.showsMoving) canvas.style.display = 'none';
    };
    this.readying = requestAnimationFrame(hide);
  }

  private sizedMoving(width: number, height: number, resolution: number): CanvasRenderingContext2D | null {
    if (!this.bitmapContext) return null;
    if (!this.movingElement) {
      const canvas = document.createElement('canvas');
      fill(canvas);
      canvas.style.display = 'none';
      // beneath the still canvas: prepareMoving shows it (empty) while the still one is on screen
      this.element.prepend(canvas);
      this.movingElement = canvas;
      this.movingContext = canvas.getContext('2d');
    }
    const canvas = this.movingElement;
    const scale = Math.min(1, MOVING_RESOLUTION / resolution);
    const canvasWidth = Math.max(1, Math.round(width * scale));
    const canvasHeight = Math.max(1, Math.round(height * scale));
    if (canvas.width !== canvasWidth) canvas.width = canvasWidth;
    if (canvas.height !== canvasHeight) canvas.height = canvasHeight;
    return this.movingContext;
  }

  private show(moving: boolean): void {
    if (moving === this.showsMoving) return;
    this.showsMoving = moving;
    this.still.style.display = moving ? 'none' : 'block';
    if (this.movingElement) this.movingElement.style.display = moving ? 'block' : 'none';
  }
}

function fill(canvas: HTMLCanvasElement): void {
  canvas.style.position = 'absolute';
  canvas.style.left = '0';
  canvas.style.top = '0';
  canvas.style.width = '100%';
  canvas.style.height = '100%';
  canvas.style.display = 'block';
}
