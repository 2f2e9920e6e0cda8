/** The screen's device pixel ratio, clamped to 1-3 (canvas buffers past 3x cost memory, not sharpness). */
export function devicePixelRatioNow(): number {
  return Math.min(3, Math.max(1, globalThis.devicePixelRatio || 1));
}
