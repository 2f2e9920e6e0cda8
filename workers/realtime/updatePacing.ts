/**
 * Updates to the main thread: at most ten a second while visible (a person cannot read prices that change
 * faster), about one per second while hidden.
 */
export const VISIBLE_FRAME_MS = 100;
export const HIDDEN_FRAME_MS = 1_000;

/**
 * The share of the main thread live updates may take. A cheap phone during a news spike spends tens of
 * milliseconds applying and drawing one update (the home list at 4x CPU throttling: ~36 ms), so at ten a
 * second it would spend a third of its time on prices and have less left for the user's taps and scrolls;
 * the updates then come less often instead. A phone that draws an update in under 20 ms keeps ten a second.
 */
export const MAIN_THREAD_SHARE = 0.2;

/** The most one report counts for: the cost at which updates already come at the hidden page's pace. */
const MAX_SAMPLE_MS = HIDDEN_FRAME_MS * MAIN_THREAD_SHARE;

/** How much of each new measurement goes into the running cost: an average over about five updates. */
const SMOOTHING = 0.2;

/**
 * When the next update may go to the main thread: VISIBLE_FRAME_MS after the last, or longer while the
 * main thread's cost of an update (its handling plus the frame it causes, as the page measures it) would
 * take more than MAIN_THREAD_SHARE of its time; HIDDEN_FRAME_MS while the page is hidden.
 */
export class UpdatePacing {
  private cost = 0;

  /**
   * What the main thread reported one update cost it, in ms. A report past MAX_SAMPLE_MS (a debugger pause, a
   * dialog, a long task that happened to run in the frame) counts as MAX_SAMPLE_MS: that already gives the
   * longest wait, and more would hold updates back for seconds after the main thread is free again.
   */
  measured(costMs: number): void {
    if (!Number.isFinite(costMs) || costMs <= 0) return;
    const sample = Math.min(costMs, MAX_SAMPLE_MS);
    this.cost = this.cost === 0 ? sample : this.cost + SMOOTHING * (sample - this.cost);
  }

  /** The running cost of one update on the main thread, in ms (0 before the first report). */
  get updateCostMs(): number {
    return this.cost;
  }

  /** The wait between the starts of two updates. */
  intervalMs(hidden: boolean): number {
    if (hidden) return HIDDEN_FRAME_MS;
    return Math.min(HIDDEN_FRAME_MS, Math.max(VISIBLE_FRAME_MS, this.cost / MAIN_THREAD_SHARE));
  }
}
