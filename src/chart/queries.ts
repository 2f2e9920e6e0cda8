import { useQuery } from '@tanstack/react-query';
import type { SparklineSeries } from '../../protocol/schemas/kline.ts';
import { api } from '../api/client.ts';

export const SPARKLINE_PATH = '/v1/api/forex/abbreviated_cache_kline';

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
