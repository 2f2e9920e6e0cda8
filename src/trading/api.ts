import type { AccountRisk, ClosedAll, MyDeal, Order } from '../../protocol/schemas/trading.ts';
import { api } from '../api/client.ts';
import type { SubmitPayload } from './orderForm.ts';

export type OrderTab = 0 | 1 | 3;

/** SPEC §7's forex order calls. */
export const tradingApi = {
  submit: (payload: SubmitPayload) => api.get<Order>('/v1/api/forex/submit', { query: { ...payload }, spinner: true }),
  myDeal: (status: OrderTab, page: number, signal?: AbortSignal) =>
    api.get<MyDeal>('/v1/api/forex/my_deal', { query: { status, page }, signal }),
  /** the whole position, or `lots` of it (a partial close) */
  close: (id: number, lots?: string) =>
    api.get<Order>('/v1/api/forex/close', { query: lots === undefined ? { id } : { id, cont: lots }, spinner: true }),
  /** every open position at the market (additive to SPEC's calls) */
  closeAll: () => api.get<ClosedAll>('/v1/api/forex/close_all', { spinner: true }),
  cancel: (id: number) => api.get<Order>('/v1/api/forex/cancel_trade', { query: { id }, spinner: true }),
  /** `trailingPoints`: a trailing stop's distance (0 off; undefined leaves it as it is) */
  setStops: (id: number, takeProfit: string, stopLoss: string, trailingPoints?: number) =>
    api.get<Order>('/v1/api/forex/set_stop_price', {
      query: {
        id,
        target_profit_price: takeProfit,
        stop_loss_price: stopLoss,
        ...(trailingPoints === undefined ? {} : { trailing_points: trailingPoints }),
      },
      spinner: true,
    }),
  risk: (signal?: AbortSignal) => api.get<AccountRisk>('/v1/api/forex/risk', { signal }),
};
