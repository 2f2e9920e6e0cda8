import type { Timers } from '../timers.ts';

interface Scheduled {
  at: number;
  callback: () => void;
}

/** Fake timers for the realtime core: time moves only when a test calls `advance`. */
export class ManualTimers implements Timers {
  private time = 1_700_000_000_000;
  private nextHandle = 1;
  private readonly pending = new Map<number, Scheduled>();
  /** every delay ever asked for, in order (back-off tests read it) */
  readonly delays: number[] = [];

  now = (): number => this.time;

  setTimeout = (callback: () => void, ms: number): number => {
    const handle = this.nextHandle;
    this.nextHandle += 1;
    this.pending.set(handle, { at: this.time + ms, callback });
    this.delays.push(ms);
    return handle;
  };

  clearTimeout = (handle: number): void => {
    this.pending.delete(handle);
  };

  /** Runs every timer due within `ms`, in time order, moving the clock as it goes. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      let nextHandle = -1;
      let next: Scheduled | undefined;
      for (const [handle, entry] of this.pending) {
        if (entry.at <= end && (next === undefined || entry.at < next.at)) {
          next = entry;
          nextHandle = handle;
        }
      }
      if (next === undefined) break;
      this.pending.delete(nextHandle);
      this.time = Math.max(this.time, next.at);
      next.callback();
    }
    this.time = end;
  }
}
