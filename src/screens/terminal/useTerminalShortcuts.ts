import { useEffect, useRef } from 'react';
import type { ChartPeriod } from '../../stores/tradeSelection.ts';
import { shortcutOf } from './terminalShortcuts.ts';

export interface ShortcutActions {
  buy(): void;
  sell(): void;
  search(): void;
  period(period: ChartPeriod): void;
}

/** The terminal's keys (terminalShortcuts.ts) while it is on screen; the key's default (typing "/") is dropped. */
export function useTerminalShortcuts(actions: ShortcutActions): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const target = event.target instanceof Element ? event.target : null;
      const shortcut = shortcutOf({ ...pick(event), target });
      if (!shortcut) return;
      event.preventDefault();
      const run = latest.current;
      if (shortcut.action === 'period') run.period(shortcut.period);
      else run[shortcut.action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

function pick({ key, code, ctrlKey, metaKey, altKey }: KeyboardEvent) {
  return { key, code, ctrlKey, metaKey, altKey };
}
