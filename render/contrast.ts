/** WCAG 2.x colour contrast of opaque sRGB colours, and the text colour that reads on a colour. */

import type { Rgba } from './colour.ts';
import { DARK_THEME } from './theme.ts';

function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance (WCAG 2.x definition). */
export function luminance({ r, g, b }: Rgba): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio 1..21 of two opaque colours. */
export function contrastRatio(first: Rgba, second: Rgba): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA minimums: 4.5:1 for text, 3:1 for large text (≥ 24 px, or ≥ 18.66 px bold) and graphics. */
export const AA_MINIMUM = { text: 4.5, large: 3, graphic: 3 } as const;
export type ContrastUse = keyof typeof AA_MINIMUM;

/** Dark text for tags on light colours: the dark theme's background, the same in either theme. */
export const DARK_TEXT = DARK_THEME.background;

/**
 * The text colour that reads best on `colour`, white or dark, whatever the theme (the theme's background as
 * text on a pending order's amber tag was white on amber in the light theme: contrast 2).
 */
export function readableTextOn(colour: number): number {
  const on = rgbaOf(colour);
  return contrastRatio(on, rgbaOf(0xffffff)) >= contrastRatio(on, rgbaOf(DARK_TEXT)) ? 0xffffff : DARK_TEXT;
}

/** A 0xrrggbb colour as the contrast helpers take it. */
export function rgbaOf(colour: number): Rgba {
  return { r: (colour >> 16) & 0xff, g: (colour >> 8) & 0xff, b: colour & 0xff, a: 1 };
}
