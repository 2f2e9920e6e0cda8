import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paletteTokens } from './paletteTokens.ts';

const SRC = path.resolve(import.meta.dirname, '..');
const PALETTE = readFileSync(path.join(SRC, 'styles/palette.css'), 'utf8');
/** class names that mark a state, not a price's direction */
const STATUS_SELECTOR = /\.(?:\w*(?:error|danger|fail|warn|success|done|reasons)\w*)/i;
const DIRECTION_COLOUR = /var\(--(?:up|down)(?:-fill|-soft)?\)/;

function cssModules(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return cssModules(full);
    return entry.name.endsWith('.module.css') ? [full] : [];
  });
}

describe('status colours', () => {
  it('stay red and green whichever way the user reads rising prices', () => {
    for (const theme of ['dark', 'light'] as const) {
      const greenUp = paletteTokens(PALETTE, theme, 'green');
      const redUp = paletteTokens(PALETTE, theme, 'red');
      expect(redUp.get('down')).not.toBe(greenUp.get('down'));
      expect(redUp.get('danger')).toBe(greenUp.get('danger'));
      expect(redUp.get('danger')).toBe(greenUp.get('red'));
      expect(redUp.get('success')).toBe(greenUp.get('green'));
    }
  });

  it('are what every error, warning and success rule paints with, never the rising or falling colour', () => {
    const offenders: string[] = [];
    for (const file of cssModules(SRC)) {
      const css = readFileSync(file, 'utf8');
      for (const rule of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
        const [, selector = '', body = ''] = rule;
        if (STATUS_SELECTOR.test(selector) && DIRECTION_COLOUR.test(body))
          offenders.push(`${path.relative(SRC, file)}: ${selector.trim()}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
