import { create } from 'zustand';

export interface Toast {
  id: number;
  text: string;
  tone: 'info' | 'error' | 'success';
}

interface UiState {
  toasts: Toast[];
  /** Calls marked with a spinner that are still in flight. */
  pendingSpinners: number;
  /** The desktop trading terminal is on screen: the shell takes the whole window (AppLayout). */
  terminalShown: boolean;
  showTerminal(shown: boolean): void;
  showToast(text: string, tone?: Toast['tone']): void;
  dismissToast(id: number): void;
  spinnerStarted(): void;
  spinnerStopped(): void;
}

const TOAST_MS = 2500;
let nextToastId = 1;

export const useUi = create<UiState>((set, get) => ({
  toasts: [],
  pendingSpinners: 0,
  terminalShown: false,
  showTerminal: (terminalShown) => set({ terminalShown }),
  showToast(text, tone = 'info') {
    const id = nextToastId++;
    // The same text twice in a row (e.g. a burst of failed calls) is shown once.
    if (get().toasts.some((toast) => toast.text === text)) return;
    set((state) => ({ toasts: [...state.toasts.slice(-2), { id, text, tone }] }));
    setTimeout(() => get().dismissToast(id), TOAST_MS);
  },
  dismissToast(id) {
    set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
  },
  spinnerStarted() {
    set((state) => ({ pendingSpinners: state.pendingSpinners + 1 }));
  },
  spinnerStopped() {
    set((state) => ({ pendingSpinners: Math.max(0, state.pendingSpinners - 1) }));
  },
}));

/** For code outside React (the API client). */
export const toast = (text: string, tone?: Toast['tone']) => useUi.getState().showToast(text, tone);
