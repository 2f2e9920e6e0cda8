import type { Candle, CandlePeriod } from '../../protocol/schemas/kline.ts';
import type { TradeSymbol } from '../../protocol/schemas/market.ts';

/** The REST reads the worker makes: when it (re)syncs, and when a chart pages back through history. */
export interface RestApi {
  tradeList(): Promise<TradeSymbol[]>;
  /** The latest page of candles, or with `to` the page of candles opening before it (paging back). */
  kline(forexId: number, period: CandlePeriod, to?: number): Promise<Candle[]>;
}

/** Same-origin fetch of the `{code, msg, data}` envelope; anything but code 1 is an error. */
export function fetchRestApi(base: string, fetcher: typeof fetch = fetch): RestApi {
  async function get<T>(path: string): Promise<T> {
    const separator = path.includes('?') ? '&' : '?';
    const response = await fetcher(`${base}${path}${separator}_t=${Date.now()}`, {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${path}`);
    const envelope = (await response.json()) as { code?: unknown; data?: unknown };
    if (envelope.code !== 1) throw new Error(`code ${String(envelope.code)} for ${path}`);
    return envelope.data as T;
  }
  return {
    tradeList: () => get<TradeSymbol[]>('/v1/api/forex/trade_list'),
    kline: (forexId, period, to) =>
      get<Candle[]>(`/v1/api/forex/kline?forex_id=${forexId}&period=${period}${to === undefined ? '' : `&to=${to}`}`),
  };
}
