/**
 * The chart's redraw policy, in one place. Every change that spoils the picture (the view moved, a live
 * tick, new bars, a new size, the crosshair) asks for a picture; the asks within one task (a gesture's
 * event, a batch of live candles, new bars and their layout) merge into one, built when the task's own
 * work is done (a microtask) and handed to the surface (picture/pictureSurface.ts), which paints the
 * latest it was given at its next animation frame: the drawing worker at its own frame, the page's
 * fallback at the page's. The main thread never asks for an animation frame of its own for the chart:
 * a frame there is style, layout and a commit, even when nothing on the page changed.
 */
export class PictureScheduler {
  private asked = false;
  private stopped = false;

  constructor(private readonly draw: () => void) {}

  /** Asks for a picture once the current task's work is done (asks until then merge into it). */
  invalidate(): void {
    if (this.stopped || this.asked) return;
    this.asked = true;
    queueMicrotask(() => {
      if (!this.asked) return;
      this.asked = false;
      this.run();
    });
  }

  /** Draws now instead of at the end of the task (the pending ask is answered by this). */
  flush(): void {
    this.asked = false;
    this.run();
  }

  /** True while a picture is asked for and not built yet. */
  get pending(): boolean {
    return this.asked;
  }

  stop(): void {
    this.stopped = true;
    this.asked = false;
  }

  private run(): void {
    if (!this.stopped) this.draw();
  }
}
