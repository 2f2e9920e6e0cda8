import { useEffect, useId, useRef } from 'react';

const SHEET_KEY = 'pipwaveSheet';

function sheetMarker(): unknown {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[SHEET_KEY] : undefined;
}

/**
 * While `open`, the sheet owns one history entry (same URL, the router's state kept): the Android back
 * gesture or the browser's Back pops it and closes the sheet instead of leaving the screen. Closed any
 * other way, the sheet takes its entry back off the history so Back then leaves the screen as before.
 */
export function useBackCloses(open: boolean, onClose: () => void): void {
  const marker = useId();
  const close = useRef(onClose);
  close.current = onClose;
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
}
