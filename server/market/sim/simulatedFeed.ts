import type { QuoteSource, Tick, TickListener } from '../quoteSource.ts';
import { isSessionOpen, toNewYorkTime } from '../sessions.ts';
import { type Instrument, roundToPrecision, sigmaFor } from './instrument.ts';
import { hashString, Random } from './random.ts';

export interface SimulatedFeedOptions {
  seed: number;
  /** last known bid per symbol id; the walk continues from there */
  startPrices: ReadonlyMap<number, number>;
  alwaysOpen: boolean;
  now: () => number;
  /** how often the feed wakes up to emit the ticks of the elapsed interval */
  intervalMs?: number;
}

/** A burst of activity on one currency or asset: more ticks, bigger moves, wider spreads. */
interface NewsSpike {
  leg: string;
  until: number;
  rateMultiplier: number;
  volatilityMultiplier: number;
}

interface SymbolState {
  instrument: Instrument;
  random: Random;
  price: number;
  lastBid: number;
  lastAsk: number;
  /** slow-changing activity level: quiet hours and busy ones */
  activity: number;
  activityUntil: number;
}

const MEAN_SECONDS_BETWEEN_SPIKES = 150;

/**
 * Seeded price simulator: a geometric random walk per symbol at its real volatility, Poisson tick arrivals
 * at a realistic rate that drifts between quiet and busy, and news spikes that hit every symbol sharing a
 * currency (many ticks per second, larger moves, wider spreads). Closed markets do not tick.
 */
export class SimulatedFeed implements QuoteSource {
  private readonly states: SymbolState[];
  private readonly newsRandom: Random;
  private readonly legs: string[];
  private spike: NewsSpike | undefined;
  private lastStep: number;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    instruments: readonly Instrument[],
    private readonly options: SimulatedFeedOptions,
  ) {
    this.newsRandom = new Random(options.seed ^ 0x5eed);
    this.lastStep = options.now();
    this.states = instruments.map((instrument) => {
      const start = options.startPrices.get(instrument.symbolId) ?? instrument.referencePrice;
      return {
        instrument,
        random: new Random(options.seed ^ hashString(`live:${instrument.code}`)),
        price: start,
        lastBid: Number.NaN,
        lastAsk: Number.NaN,
        activity: 1,
        activityUntil: 0,
      };
    });
    this.legs = [...new Set(instruments.flatMap((instrument) => instrument.legs))];
  }

  start(emit: TickListener): void {
    this.lastStep = this.options.now();
    this.timer = setInterval(() => {
      const ticks = this.step(this.options.now());
      if (ticks.length > 0) emit(ticks);
    }, this.options.intervalMs ?? 50);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Ticks for the time since the previous step, in time order. Public so tests can drive the clock. */
  step(now: number): Tick[] {
    const from = this.lastStep;
    const seconds = Math.min(5, Math.max(0, (now - from) / 1000));
    this.lastStep = now;
    if (seconds === 0) return [];
    this.updateSpike(now, seconds);
    const ticks: Tick[] = [];
    const nyTime = toNewYorkTime(now);
    for (const state of this.states) {
      if (!this.options.alwaysOpen && !isSessionOpen(state.instrument.session, nyTime)) continue;
      this.tickSymbol(state, from, now, seconds, ticks);
    }
    ticks.sort((a, b) => a.time - b.time);
    return ticks;
  }

  get activeSpike(): Readonly<NewsSpike> | undefined {
    return this.spike;
  }

  private updateSpike(now: number, seconds: number): void {
    if (this.spike && now >= this.spike.until) this.spike = undefined;
    if (this.spike || this.legs.length === 0) return;
    if (this.newsRandom.next() < seconds / MEAN_SECONDS_BETWEEN_SPIKES) {
      // USD news is the most common: half of the spikes hit it.
      const leg =
        this.newsRandom.next() < 0.5 && this.legs.includes('USD')
          ? 'USD'
          : (this.legs[Math.floor(this.newsRandom.next() * this.legs.length)] ?? 'USD');
      this.spike = {
        leg,
        until: now + (5 + this.newsRandom.next() * 35) * 1000,
        rateMultiplier: 6 + this.newsRandom.next() * 8,
        volatilityMultiplier: 2 + this.newsRandom.next() * 2,
      };
    }
  }

  private tickSymbol(state: SymbolState, from: number, now: number, seconds: number, out: Tick[]): void {
    const { instrument, random } = state;
    if (now >= state.activityUntil) {
      state.activity = 0.3 + random.next() * 1.4;
      state.activityUntil = now + (20 + random.next() * 60) * 1000;
    }
    const inSpike = this.spike !== undefined && instrument.legs.includes(this.spike.leg);
    const rate = instrument.ticksPerSecond * state.activity * (inSpike ? (this.spike?.rateMultiplier ?? 1) : 1);
    const count = random.poisson(rate * seconds);
    if (count === 0) return;
    const volatility = inSpike ? (this.spike?.volatilityMultiplier ?? 1) : 1;
    const sigma = sigmaFor(instrument, seconds / count) * volatility;
    const point = 10 ** -instrument.precision;
    for (let index = 1; index <= count; index += 1) {
      state.price *= Math.exp(sigma * random.normal());
      const bid = roundToPrecision(state.price, instrument.precision);
      const spread = Math.max(point, instrument.spread * (1 + 0.25 * Math.abs(random.normal())) * (inSpike ? 1.8 : 1));
      const ask = roundToPrecision(bid + spread, instrument.precision);
      if (bid === state.lastBid && ask === state.lastAsk) continue;
      state.lastBid = bid;
      state.lastAsk = ask;
      out.push({ symbolId: instrument.symbolId, time: Math.round(from + ((now - from) * index) / count), bid, ask });
    }
  }
}
