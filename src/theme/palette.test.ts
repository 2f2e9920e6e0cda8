import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { composite, parseColour, type Rgba } from '../../render/colour.ts';
import { AA_MINIMUM, contrastRatio } from '../../render/contrast.ts';
import { CONTRAST_PAIRS } from './contrastPairs.ts';
import { paletteTokens, type ThemeName, type UpColour } from './paletteTokens.ts';

const PALETTE = readFileSync(path.resolve(import.meta.dirname, '../styles/palette.css'), 'utf8');

function colourOf(tokens: Map<string, string>, name: string): Rgba {
  const colour = parseColour(tokens.get(name) ?? '');
  if (!colour) throw new Error(`--${name} is not a colour: ${tokens.get(name)}`);
  return colour;
}

describe('contrast arithmetic', () => {
  it('gives the WCAG extremes and the known failures the issue measured', () => {
    const white = parseColour('#fff');
    const black = parseColour('#000000');
    if (!white || !black) throw new Error('unparsed');
    expect(contrastRatio(white, black)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBe(1);
    const ratio = (a: string, b: string) => contrastRatio(parseColour(a) ?? white, parseColour(b) ?? white);
    expect(ratio('#ffffff', '#12b76a')).toBeCloseTo(2.62, 2);
    expect(ratio('#ffffff', '#f04438')).toBeCloseTo(3.75, 1);
    expect(ratio('#ffffff', '#3d8bfd')).toBeCloseTo(3.33, 2);
  });

  it('lays a translucent colour over an opaque one', () => {
    const black = { r: 0, g: 0, b: 0, a: 1 };
    expect(composite({ r: 255, g: 255, b: 255, a: 0.5 }, black)).toEqual({ r: 128, g: 128, b: 128, a: 1 });
    expect(parseColour('rgba(240, 68, 56, 0.15)')).toEqual({ r: 240, g: 68, b: 56, a: 0.15 });
    expect(parseColour('var(--x)')).toBeNull();
  });
});

describe('the palette meets WCAG AA', () => {
  const cases: [ThemeName, UpColour][] = [
    ['dark', 'green'],
    ['dark', 'red'],
    ['light', 'green'],
    ['light', 'red'],
  ];

  it.each(cases)('%s theme, %s-up: every declared text/background pair', (theme, upColour) => {
    const tokens = paletteTokens(PALETTE, theme, upColour);
    const failures: string[] = [];
    for (const pair of CONTRAST_PAIRS) {
      const base = pair.over ? colourOf(tokens, pair.over) : null;
      const rawBackground = colourOf(tokens, pair.background);
      const background = base ? composite(rawBackground, base) : rawBackground;
      if (background.a < 1) throw new Error(`--${pair.background} is translucent: say what it lies over`);
      const foreground = composite(colourOf(tokens, pair.foreground), background);
      const ratio = contrastRatio(foreground, background);
      if (ratio < AA_MINIMUM[pair.use]) {
        failures.push(
          `--${pair.foreground} on --${pair.background} (${pair.where}): ${ratio.toFixed(2)} < ${AA_MINIMUM[pair.use]}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });

  it('swaps the rising and falling colours for red-up and gives the themes different backgrounds', () => {
    const green = paletteTokens(PALETTE, 'dark', 'green');
    const red = paletteTokens(PALETTE, 'dark', 'red');
    expect(red.get('up')).toBe(green.get('down'));
    expect(red.get('down-fill')).toBe(green.get('up-fill'));
    expect(paletteTokens(PALETTE, 'light').get('bg')).not.toBe(green.get('bg'));
  });
});
