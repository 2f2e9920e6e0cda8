import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export const CHART_PERIODS = ['1min', '5min', '15min', '30min', '60min', '1day'] as const;
export type ChartPeriod = (typeof CHART_PERIODS)[number];

interface TradeSelectionState {
  /** The symbol /trade shows; survives navigation and reloads. */
  code: string;
  period: ChartPeriod;
  selectSymbol(code: string): void;
  selectPeriod(period: ChartPeriod): void;
}

export const useTradeSelection = create<TradeSelectionState>()(
  persist(
    (set) => ({
      code: 'EURUSD',
      period: '1min',
      selectSymbol: (code) => set({ code }),
      selectPeriod: (period) => set({ period }),
    }),
    { name: 'pipwave.trade' },
  ),
);
