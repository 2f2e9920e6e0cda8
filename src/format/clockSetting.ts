import { create } from 'zustand';
import type { ClockChoice } from './time.ts';

const CLOCK_KEY = 'pipwave.clock';

function readChoice(): ClockChoice {
  try {
    return localStorage.getItem(CLOCK_KEY) === 'newYork' ? 'newYork' : 'device';
  } catch {
    return 'device';
  }
}

interface ClockSetting {
  /** The clock every time outside the chart is shown in (the chart always reads New York time). */
  choice: ClockChoice;
  choose(choice: ClockChoice): void;
}

/** The user's clock choice, remembered on the device (the device's zone unless they picked New York). */
export const useClockSetting = create<ClockSetting>((set) => ({
  choice: readChoice(),
  choose(choice) {
    try {
      localStorage.setItem(CLOCK_KEY, choice);
    } catch {
      // the choice lasts for this visit
    }
    set({ choice });
  },
}));
