import { parseColour } from '../../render/colour.ts';
import type { ChartTheme } from '../../render/theme.ts';

/** Which palette token (src/styles/palette.css) paints which part of a chart. */
const CHART_TOKENS = {
  background: 'bg',
  grid: 'chart-grid',
  axisLine: 'line',
  text: 'muted',
  up: 'up',
  down: 'down',
  flat: 'flat',
  crosshair: 'chart-crosshair',
} as const satisfies Partial<Record<keyof ChartTheme, string>>;

type ChartColours = Pick<ChartTheme, keyof typeof CHART_TOKENS>;

/** The charts' colours from the palette in force on <html> (theme and up colour), for the renderers' `theme` option. */
export function chartThemeFromPalette(read: (token: string) => string): Partial<ChartColours> {
  const theme: Partial<ChartColours> = {};
  for (const [part, token] of Object.entries(CHART_TOKENS) as [keyof ChartColours, string][]) {
    const colour = parseColour(read(token));
    if (colour) theme[part] = (colour.r << 16) | (colour.g << 8) | colour.b;
  }
  return theme;
}

export function currentChartTheme(): Partial<ChartColours> {
  const style = getComputedStyle(document.documentElement);
  return chartThemeFromPalette((token) => style.getPropertyValue(`--${token}`).trim());
}
