import { useQuery } from '@tanstack/react-query';
import type { Candle, CandlePeriod, SparklineSeries } from '../../protocol/schemas/kline.ts';
import { api } from '../api/client.ts';

export const KLINE_PATH = '/v1/api/forex/kline';
export const SPARKLINE_PATH = '/v1/api/forex/abbreviated_cache_kline';

/** One page of candles (≤ KLINE_PAGE_SIZE, ascending); `to` pages back (candles opening before it). */
export function fetchKline(
  forexId: number,
  period: CandlePeriod,
  options: { to?: number; signal?: AbortSignal } = {},
): Promise<Candle[]> {
  return api.get<Candle[]>(KLINE_PATH, {
    query: { forex_id: forexId, period, to: options.to },
    signal: options.signal,
    // the chart shows its own error with a retry button
    showError: false,
  });
}

/** The latest candles of a symbol and period. Until the realtime worker lands this is the chart's source. */
/** Every symbol's 24 h close series for the market list's mini charts. */
export function useSparklineSeries() {
  return useQuery({
    queryKey: ['sparklines'],
    queryFn: ({ signal }) => api.get<SparklineSeries[]>(SPARKLINE_PATH, { signal, showError: false }),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    retry: 1,
  });
}
