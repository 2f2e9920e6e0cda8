import { useSyncExternalStore } from 'react';
import { DESKTOP_TERMINAL_MIN_WIDTH, type LayoutMode, layoutModeOf, TERMINAL_MIN_WIDTH } from './layoutMode.ts';

/** The widths where the layout can change: a media query's change event fires only when one is crossed. */
const BREAKPOINTS = [DESKTOP_TERMINAL_MIN_WIDTH, TERMINAL_MIN_WIDTH].map((width) => `(min-width: ${width}px)`);

function subscribe(onChange: () => void): () => void {
  const queries = BREAKPOINTS.map((query) => window.matchMedia(query));
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}

function currentLayout(): LayoutMode {
  return layoutModeOf(window.innerWidth, navigator.userAgent);
}

/** The window's layout (phone or terminal), rendered again when a resize crosses a breakpoint. */
export function useLayoutMode(): LayoutMode {
  return useSyncExternalStore(subscribe, currentLayout);
}
