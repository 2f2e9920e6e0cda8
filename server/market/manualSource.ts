import type { QuoteSource, Tick, TickListener } from './quoteSource.ts';

/** A quote source driven by hand: tests and tools push ticks with `push`. */
export class ManualSource implements QuoteSource {
  private emit: TickListener | undefined;

  start(emit: TickListener): void {
    this.emit = emit;
  }

  stop(): void {
    this.emit = undefined;
  }

  push(...ticks: Tick[]): void {
    this.emit?.(ticks);
  }
}
