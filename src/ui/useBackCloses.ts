import { useCallback, useEffect, useId, useRef } from 'react';

const SHEET_KEY = 'pipwaveSheet';

function sheetMarker(): unknown {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[SHEET_KEY] : undefined;
}

/**
 * While `open`, the sheet owns one history entry (same URL, the router's state kept): the Android back
 * gesture or the browser's Back pops it and closes the sheet instead of leaving the screen. Closed any
 * other way, the sheet takes its entry back off the history so Back then leaves the screen as before.
 *
 * Returns `closeThen(action)`: closes the sheet by popping its entry and runs `action` once it is gone, for
 * a choice that navigates (a symbol picked in the drawer replaces the screen's own entry, not the sheet's).
 */
export function useBackCloses(open: boolean, onClose: () => void): (action: () => void) => void {
  const marker = useId();
  const close = useRef(onClose);
  close.current = onClose;
  const afterPop = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!open) return;
    const current: unknown = window.history.state;
    const base = typeof current === 'object' && current !== null ? current : {};
    window.history.pushState({ ...base, [SHEET_KEY]: marker }, '');
    let popped = false;
    const onPop = () => {
      if (sheetMarker() === marker) return;
      popped = true;
      close.current();
      const action = afterPop.current;
      afterPop.current = null;
      action?.();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (popped) return;
      // After this tick: a sheet opened again at once (React's development double effects) keeps its entry.
      setTimeout(() => {
        if (sheetMarker() === marker) window.history.back();
      }, 0);
    };
  }, [open, marker]);
  return useCallback(
    (action: () => void) => {
      if (!open || sheetMarker() !== marker) {
        action();
        return;
      }
      afterPop.current = action;
      window.history.back();
    },
    [open, marker],
  );
}
