import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface LeverageChoiceState {
  /** The multiple last chosen in the order form, per symbol code (per device, kept across reloads). */
  bySymbol: Readonly<Record<string, number>>;
  remember(code: string, multiple: number): void;
}

export const useLeverageChoice = create<LeverageChoiceState>()(
  persist(
    (set) => ({
      bySymbol: {},
      remember: (code, multiple) => set((state) => ({ bySymbol: { ...state.bySymbol, [code]: multiple } })),
    }),
    { name: 'pipwave.leverage' },
  ),
);

/**
 * The multiple the order form starts with: the one last chosen for the symbol while the symbol still offers
 * it, else 100x where offered (the usual retail default), else the first offered; null when none is.
 */
export function startingMultiple(offered: readonly number[], remembered: number | undefined): number | null {
  if (remembered !== undefined && offered.includes(remembered)) return remembered;
  if (offered.includes(100)) return 100;
  return offered[0] ?? null;
}
