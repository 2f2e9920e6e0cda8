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

/** A short message shows this long; a longer one longer (toastDuration). */
export const TOAST_MS = 2500;
/** the reading time a toast gets per character (an ideograph counts double: it holds about a word) */
const MS_PER_CHARACTER = 55;
const TOAST_MAX_MS = 8000;
let nextToastId = 1;

/**
 * How long a toast stays: long enough to read it (a refusal that says two things, in German, is 100
 * characters), never less than TOAST_MS, never more than TOAST_MAX_MS.
 */
export function toastDuration(text: string): number {
  let weight = 0;
  for (const character of text) weight += (character.codePointAt(0) ?? 0) >= 0x2e80 ? 2 : 1;
  return Math.min(TOAST_MAX_MS, Math.max(TOAST_MS, weight * MS_PER_CHARACTER));
}

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
    setTimeout(() => get().dismissToast(id), toastDuration(text));
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
