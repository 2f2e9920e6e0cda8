/** Colours of the renderers, matching the app's dark theme (src/styles/global.css). */
export interface ChartTheme {
  background: number;
  grid: number;
  axisLine: number;
  text: number;
  up: number;
  down: number;
  flat: number;
  crosshair: number;
  fontFamily: string;
}

export const DARK_THEME: ChartTheme = {
  background: 0x0d111a,
  grid: 0x1a2130,
  axisLine: 0x232b3b,
  text: 0x8b95a8,
  up: 0x12b76a,
  down: 0xf04438,
  flat: 0x4b5567,
  crosshair: 0x9aa4b8,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
};

export function cssColour(colour: number, alpha = 1): string {
  const r = (colour >> 16) & 0xff;
  const g = (colour >> 8) & 0xff;
  const b = colour & 0xff;
  return alpha >= 1 ? `rgb(${r},${g},${b})` : `rgba(${r},${g},${b},${alpha})`;
}

/** `colour` at `alpha` over an opaque `background`, as one opaque colour (no blending when drawn). */
export function blend(colour: number, background: number, alpha: number): number {
  const channel = (shift: number) =>
    Math.round(((colour >> shift) & 0xff) * alpha + ((background >> shift) & 0xff) * (1 - alpha));
  return (channel(16) << 16) | (channel(8) << 8) | channel(0);
}
