/**
 * The chart's redraw policy, in one place. Every change that spoils the picture (the view moved, a live
 * tick, new bars, a new size) asks for a frame; the asks before the next animation frame merge into one,
 * and that frame builds one picture (picture/chartPicture.ts) and hands it to the surface that paints it
 * (picture/pictureSurface.ts: in the drawing worker). A frame redraws the whole picture: the page's main
 * thread only builds plain data, so there is nothing on it worth drawing partly.
 */
export class FrameScheduler {
  private frame = 0;
  private stopped = false;

  constructor(private readonly draw: () => void) {}

  /** Asks for a frame at the next animation frame (asks until then merge into it). */
  invalidate(): void {
    if (this.stopped || this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.run();
    });
  }

  /** Draws now instead of at the next animation frame. */
  flush(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.run();
  }

  /** True while a frame is asked for and not drawn yet. */
  get pending(): boolean {
    return this.frame !== 0;
  }

  stop(): void {
    this.stopped = true;
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  private run(): void {
    if (!this.stopped) this.draw();
  }
}
