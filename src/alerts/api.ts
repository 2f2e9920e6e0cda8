import type { AddAlertQuery, AlertList, PriceAlert } from '../../protocol/schemas/alerts.ts';
import { api } from '../api/client.ts';

export type NewAlert = Omit<AddAlertQuery, '_t'>;

/** The alerts list of the user centre; add and cancel refetch it. */
export const ALERTS_KEY = ['priceAlerts'] as const;

/** Price alert calls; a refusal (a level already reached, too many alerts) is toasted by the API client. */
export const alertsApi = {
  list: (signal?: AbortSignal) => api.get<AlertList>('/v1/api/forex/alert/list', { signal }),
  add: (alert: NewAlert) => api.get<PriceAlert>('/v1/api/forex/alert/add', { query: { ...alert }, spinner: true }),
  cancel: (id: number) => api.get<PriceAlert>('/v1/api/forex/alert/cancel', { query: { id }, spinner: true }),
};
