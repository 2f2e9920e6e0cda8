import type { Candle, CandlePeriod } from '../../protocol/schemas/kline.ts';
import { PERIOD_MS } from '../../render/candles/timeAxis.ts';

/**
 * The candle a live price makes of the latest one: inside the latest candle's period it moves its
 * close (and high/low); past it, a new candle opens at the next period boundary. Until the realtime
 * worker's `useCandles` provides aggregated candles, the chart follows the quote store with this.
 */
export function liveCandle(last: Candle | undefined, price: number, now: number, period: CandlePeriod): Candle | null {
  if (!last || !Number.isFinite(price)) return null;
  const periodMs = PERIOD_MS[period];
  if (now < last.Time) return null;
  if (now < last.Time + periodMs) {
    if (price === last.Close) return null;
    return {
      ...last,
      Close: price,
      High: Math.max(last.High, price),
      Low: Math.min(last.Low, price),
      Volume: last.Volume + 1,
    };
  }
  const periods = Math.floor((now - last.Time) / periodMs);
  return { Time: last.Time + periods * periodMs, Open: price, High: price, Low: price, Close: price, Volume: 1 };
}
