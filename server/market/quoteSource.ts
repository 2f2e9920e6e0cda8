/** One price update of one symbol; prices are numbers already rounded to the symbol's precision. */
export interface Tick {
  symbolId: number;
  /** epoch ms */
  time: number;
  bid: number;
  ask: number;
}

export type TickListener = (ticks: readonly Tick[]) => void;

/** Where quotes come from: the simulator by default, a recorded tape with FEED=replay:<file>[@speed]. */
export interface QuoteSource {
  start(emit: TickListener): void;
  stop(): void;
}
