import { create } from 'zustand';

interface AppUpdateState {
  /** a new version is installed and waiting for the user's go-ahead */
  available: boolean;
  /** activates the waiting version; the page reloads once it controls it */
  apply: (() => void) | null;
  offer(apply: () => void): void;
  dismiss(): void;
}

/** The "new version available" offer the service worker makes (src/pwa/serviceWorker.ts). */
export const useAppUpdate = create<AppUpdateState>((set) => ({
  available: false,
  apply: null,
  offer(apply) {
    set({ available: true, apply });
  },
  dismiss() {
    // the waiting version still takes over once every tab of the app is closed
    set({ available: false });
  },
}));
