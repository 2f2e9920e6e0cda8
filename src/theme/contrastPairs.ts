import type { ContrastUse } from '../../render/contrast.ts';

/**
 * Every foreground/background pairing of palette tokens the app paints, and what it is used for (text
 * needs 4.5:1, large text and graphics 3:1). A translucent background is laid `over` an opaque one.
 */
export interface ContrastPair {
  foreground: string;
  background: string;
  over?: string;
  use: ContrastUse;
  where: string;
}

const SURFACES = ['bg', 'surface', 'surface-raised', 'card-from', 'card-to'] as const;

const onEverySurface = (foreground: string, use: ContrastUse, where: string): ContrastPair[] =>
  SURFACES.map((background) => ({ foreground, background, use, where }));

export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  ...onEverySurface('text', 'text', 'body text'),
  ...onEverySurface('muted', 'text', 'labels, hints, secondary text'),
  ...onEverySurface('accent', 'text', 'links, active tab, outlined buttons'),
  ...onEverySurface('control-line', 'graphic', 'input and chip borders'),
  // status colours never swap with the rising colour; they sit on pages, forms and sheets, not on cards
  ...(['bg', 'surface', 'surface-raised'] as const).flatMap((background): ContrastPair[] => [
    { foreground: 'danger', background, use: 'text', where: 'errors and warnings' },
    { foreground: 'success', background, use: 'text', where: 'done, passed' },
  ]),
  { foreground: 'placeholder', background: 'bg', use: 'text', where: 'input placeholder' },
  { foreground: 'placeholder', background: 'surface', use: 'text', where: 'input placeholder' },
  { foreground: 'up', background: 'bg', use: 'text', where: 'rising price, profit' },
  { foreground: 'up', background: 'surface', use: 'text', where: 'rising price, profit' },
  { foreground: 'down', background: 'bg', use: 'text', where: 'falling price, loss' },
  { foreground: 'down', background: 'surface', use: 'text', where: 'falling price, loss' },
  { foreground: 'up', background: 'surface-raised', use: 'text', where: 'profit in a sheet' },
  { foreground: 'down', background: 'surface-raised', use: 'text', where: 'loss in a sheet' },
  { foreground: 'flat', background: 'bg', use: 'graphic', where: 'unchanged mini chart' },
  { foreground: 'flat', background: 'surface', use: 'graphic', where: 'switch track (off)' },
  { foreground: 'warning', background: 'bg', use: 'text', where: 'demo label' },
  { foreground: 'warning', background: 'warning-soft', over: 'bg', use: 'text', where: 'demo badge' },
  { foreground: 'accent', background: 'accent-soft', over: 'surface', use: 'text', where: 'selected chip' },
  { foreground: 'accent', background: 'accent-soft', over: 'bg', use: 'text', where: 'selected chip' },
  { foreground: 'up', background: 'up-soft', over: 'surface', use: 'text', where: 'rising badge' },
  { foreground: 'down', background: 'down-soft', over: 'surface', use: 'text', where: 'falling badge' },
  { foreground: 'text', background: 'press', over: 'surface', use: 'text', where: 'pressed row' },
  { foreground: 'on-fill', background: 'accent-fill', use: 'text', where: 'primary button' },
  { foreground: 'on-fill', background: 'up-fill', use: 'text', where: 'buy button, rising change badge' },
  { foreground: 'on-fill', background: 'down-fill', use: 'text', where: 'sell button, falling change badge' },
  { foreground: 'on-fill', background: 'flat-fill', use: 'text', where: 'unchanged change badge' },
  { foreground: 'accent-fill', background: 'surface', use: 'graphic', where: 'switch track (on)' },
  { foreground: 'knob', background: 'flat', use: 'graphic', where: 'switch knob (off)' },
  { foreground: 'knob', background: 'accent-fill', use: 'graphic', where: 'switch knob (on)' },
  { foreground: 'on-signal', background: 'signal', use: 'text', where: 'connection banner' },
  { foreground: 'on-toast', background: 'toast', over: 'bg', use: 'text', where: 'toast' },
  { foreground: 'up', background: 'bg', use: 'graphic', where: 'rising candle' },
  { foreground: 'down', background: 'bg', use: 'graphic', where: 'falling candle' },
  { foreground: 'muted', background: 'bg', use: 'text', where: 'chart axis labels' },
];
