import { type RefObject, useEffect, useState } from 'react';
import { clampPanelHeight, DEFAULT_PANEL_HEIGHT, panelBounds, storedPanelHeight } from './panelHeight.ts';

/** Where the device remembers the panel's height. */
const STORAGE_KEY = 'pipwave.terminalPanel';
/** A drag writes the height once it has rested this long, not on every pointer move. */
const STORE_AFTER_MS = 300;

function readStored(): number | null {
  try {
    return storedPanelHeight(localStorage.getItem(STORAGE_KEY));
  } catch {
    return null; // storage blocked: the default
  }
}

/**
 * The positions panel's height, within what the terminal (`terminalRef`, measured as it resizes) leaves
 * the chart, remembered on the device.
 */
export function usePanelHeight(terminalRef: RefObject<HTMLElement | null>) {
  const [available, setAvailable] = useState(() => window.innerHeight);
  const [wanted, setWanted] = useState(() => readStored() ?? DEFAULT_PANEL_HEIGHT);

  useEffect(() => {
    const terminal = terminalRef.current;
    if (!terminal) return;
    const observer = new ResizeObserver(() => setAvailable(terminal.clientHeight));
    observer.observe(terminal);
    return () => observer.disconnect();
  }, [terminalRef]);

  useEffect(() => {
    const timer = setTimeout(() => {
      try {
        localStorage.setItem(STORAGE_KEY, String(wanted));
      } catch {
        // storage blocked: the height lasts as long as the page
      }
    }, STORE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [wanted]);

  const bounds = panelBounds(available);
  return { height: clampPanelHeight(wanted, bounds), bounds, setHeight: setWanted };
}
