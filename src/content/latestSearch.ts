/**
 * Runs searches so that only the newest one counts (SPEC §5): starting a search aborts the one in flight,
 * and a result that arrives for an older search is dropped even if its fetch ignored the abort.
 */
export class LatestSearch<T> {
  private controller: AbortController | null = null;
  private sequence = 0;

  /** Resolves with the result, or with `null` when a newer search (or `cancel`) superseded this one. */
  async run(search: (signal: AbortSignal) => Promise<T>): Promise<T | null> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    const mine = ++this.sequence;
    try {
      const result = await search(controller.signal);
      return mine === this.sequence ? result : null;
    } catch (error) {
      if (mine !== this.sequence || controller.signal.aborted) return null;
      throw error;
    } finally {
      if (this.controller === controller) this.controller = null;
    }
  }

  /** Aborts the search in flight; its result will be dropped. */
  cancel(): void {
    this.sequence += 1;
    this.controller?.abort();
    this.controller = null;
  }
}
