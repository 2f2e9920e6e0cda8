/** The screen's device pixel ratio, clamped to 1-3 (canvas buffers past 3x cost memory, not sharpness). */
export function devicePixelRatioNow(): number {
  return Math.min(3, Math.max(1, globalThis.devicePixelRatio || 1));
}

/**
 * Calls `onChange` whenever the screen's resolution changes (a window moved to another screen, a
 * browser zoom), re-watching the new value each time (a resolution query matches one value). Returns
 * the function that stops watching.
 */
export function watchDevicePixelRatio(onChange: () => void): () => void {
  let media = window.matchMedia(`(resolution: ${devicePixelRatioNow()}dppx)`);
  const changed = () => {
    media.removeEventListener('change', changed);
    media = window.matchMedia(`(resolution: ${devicePixelRatioNow()}dppx)`);
    media.addEventListener('change', changed);
    onChange();
  };
  media.addEventListener('change', changed);
  return () => media.removeEventListener('change', changed);
}
