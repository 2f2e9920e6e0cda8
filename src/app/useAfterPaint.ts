import { startTransition, useEffect, useState } from 'react';
import { yieldToMain } from './yieldToMain.ts';

/**
 * False until a frame has painted after `ready` first became true, then true for good: for a secondary
 * part of a screen that can mount a frame after the rest, so its render is a task of its own instead of
 * lengthening the screen's first one. The mount is a transition: React renders it in ~5 ms slices between
 * which the browser handles input, where an ordinary update would render it in one task (React slices
 * only transitions).
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let cancelled = false;
    const frame = requestAnimationFrame(() => {
      // rAF runs before the paint: the next task comes after it
      void yieldToMain().then(() => {
        if (!cancelled) startTransition(() => setPainted(true));
      });
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [ready, painted]);
  return painted;
}
