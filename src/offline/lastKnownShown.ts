import { create } from 'zustand';

interface Shown {
  savedAt: number;
  /** mounted screens showing it (the market list is on more than one kept-alive tab) */
  holders: number;
}

interface LastKnownShownState {
  /** kinds of data on screen from the device's copy */
  shown: Readonly<Record<string, Shown>>;
  show(name: string, savedAt: number): void;
  hide(name: string): void;
}

/** What the screens show from the last-known copy right now (the connection pill says "not live"). */
export const useLastKnownShown = create<LastKnownShownState>((set) => ({
  shown: {},
  show(name, savedAt) {
    set((state) => {
      const holders = (state.shown[name]?.holders ?? 0) + 1;
      return { shown: { ...state.shown, [name]: { savedAt, holders } } };
    });
  },
  hide(name) {
    set((state) => {
      const current = state.shown[name];
      if (!current) return state;
      const { [name]: _hidden, ...rest } = state.shown;
      return { shown: current.holders > 1 ? { ...rest, [name]: { ...current, holders: current.holders - 1 } } : rest };
    });
  },
}));

/** The oldest saved time among what is shown, or null when everything on screen is live. */
export function oldestShown(shown: Readonly<Record<string, Shown>>): number | null {
  const times = Object.values(shown).map((entry) => entry.savedAt);
  return times.length === 0 ? null : Math.min(...times);
}
