import { type Static, Type } from 'typebox';
import { CacheBuster, Id } from './common.ts';

/** Chart periods of SPEC §9; `1day` candles start at 17:00 New York. */
export const CANDLE_PERIODS = ['1min', '5min', '15min', '30min', '60min', '1day'] as const;
export type CandlePeriod = (typeof CANDLE_PERIODS)[number];

/**
 * One bid candle. Prices travel as JSON numbers: they are tick prices selected (first, max, min, last),
 * never computed, and a JSON number round-trips the shortest decimal exactly; show them with toFixed(precision).
 * `Time` is the candle's opening time in epoch ms; `Volume` the number of ticks.
 */
export const Candle = Type.Object({
  Time: Type.Integer(),
  Open: Type.Number(),
  High: Type.Number(),
  Low: Type.Number(),
  Close: Type.Number(),
  Volume: Type.Integer({ minimum: 0 }),
});
export type Candle = Static<typeof Candle>;

export const KlineQuery = Type.Object({
  forex_id: Id,
  period: Type.Union(CANDLE_PERIODS.map((period) => Type.Literal(period))),
  /** epoch ms: only candles that open before this time (paging back). */
  to: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
  ...CacheBuster,
});
export type KlineQuery = Static<typeof KlineQuery>;

/** At most this many candles per `kline` reply. */
export const KLINE_PAGE_SIZE = 500;

/** Points in each mini-chart series: the last 24 hours of 30-minute closes. */
export const SPARKLINE_POINTS = 48;

/** `abbreviated_cache_kline`: every symbol's short close series for the market list's mini charts. */
export const SparklineSeries = Type.Object({
  Code: Type.String(),
  /** oldest first; the last value is the latest close */
  Closes: Type.Array(Type.Number()),
});
export type SparklineSeries = Static<typeof SparklineSeries>;
