import type { QuoteSource, Tick, TickListener } from './quoteSource.ts';
import type { TapeTick } from './tape.ts';

export interface ReplayOptions {
  symbolId: number;
  /** 1 = real time, 100 = a hundred times faster */
  speed: number;
  /** wall clock in ms */
  clock: () => number;
  intervalMs?: number;
}

/**
 * Plays a recorded tape onto one symbol at `speed`, keeping the tape's own timestamps (so candles built
 * from it carry the tape's times). Ends when the tape ends.
 */
export class ReplayFeed implements QuoteSource {
  private timer: ReturnType<typeof setInterval> | undefined;
  private next = 0;
  private startedAt = 0;

  constructor(
    private readonly tape: readonly TapeTick[],
    private readonly options: ReplayOptions,
  ) {}

  start(emit: TickListener): void {
    this.startedAt = this.options.clock();
    this.timer = setInterval(() => {
      const ticks = this.due(this.options.clock());
      if (ticks.length > 0) emit(ticks);
      if (this.finished) this.stop();
    }, this.options.intervalMs ?? 50);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  get finished(): boolean {
    return this.next >= this.tape.length;
  }

  /** The tape's ticks whose (sped-up) time has come by wall time `now`. */
  due(now: number): Tick[] {
    const first = this.tape[0];
    if (!first) return [];
    const tapeNow = first.time + (now - this.startedAt) * this.options.speed;
    const out: Tick[] = [];
    while (this.next < this.tape.length) {
      const tick = this.tape[this.next];
      if (!tick || tick.time > tapeNow) break;
      out.push({ symbolId: this.options.symbolId, time: tick.time, bid: tick.bid, ask: tick.ask });
      this.next += 1;
    }
    return out;
  }
}
