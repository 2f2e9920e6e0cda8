import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface OneTapTradingState {
  /** Orders go out on one tap, without the review sheet (off by default, per device, like MetaTrader's). */
  enabled: boolean;
  setEnabled(enabled: boolean): void;
}

export const useOneTapTrading = create<OneTapTradingState>()(
  persist(
    (set) => ({
      enabled: false,
      setEnabled: (enabled) => set({ enabled }),
    }),
    { name: 'pipwave.oneTapTrading' },
  ),
);
