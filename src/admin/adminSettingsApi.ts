import type {
  AdminFeeRates,
  AdminFeeRatesBody,
  AdminSettingValues,
  AdminSymbolStops,
} from '../../protocol/schemas/settingsAdmin.ts';
import { staffCall } from './adminPaymentsApi.ts';

/** The back office's settings calls (staff session): server flags, stops levels, fee rates, credit scores. */
export const adminSettingsApi = {
  settings: () => staffCall<AdminSettingValues>('/admin/api/settings'),
  saveSettings: (changes: Record<string, string>) =>
    staffCall<AdminSettingValues>('/admin/api/settings/save', { changes }),
  stopsLevels: () => staffCall<AdminSymbolStops[]>('/admin/api/stops_levels'),
  saveStopsLevel: (symbolId: number, points: number) =>
    staffCall<{ value: number }>('/admin/api/stops_levels/save', { symbol_id: symbolId, stops_level: points }),
  saveFeeRates: (symbolId: number, rates: Omit<AdminFeeRatesBody, 'symbol_id'>) =>
    staffCall<AdminFeeRates>('/admin/api/fee_rates/save', { symbol_id: symbolId, ...rates }),
  saveCreditScore: (userId: number, score: number) =>
    staffCall<{ value: number }>('/admin/api/credit_score/save', { user_id: userId, credit_score: score }),
};
