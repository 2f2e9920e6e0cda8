import { describe, expect, it } from 'vitest';
import { parseThemeChoice, parseUpColour, resolveAppearance } from './appearance.ts';
import { defaultUpColour } from './colourConvention.ts';

describe('appearance choices', () => {
  it('defaults to the dark theme and to the language convention for the up colour', () => {
    expect(parseThemeChoice(null)).toBe('dark');
    expect(parseThemeChoice('neon')).toBe('dark');
    expect(parseUpColour('purple')).toBeNull();
    expect(defaultUpColour('hk')).toBe('red');
    expect(defaultUpColour('jp')).toBe('red');
    expect(defaultUpColour('kr')).toBe('red');
    expect(defaultUpColour('de')).toBe('green');
    expect(defaultUpColour('ar')).toBe('green');
  });

  it('follows the device for "system" and lets a chosen up colour override the language', () => {
    expect(resolveAppearance('system', null, true, 'en')).toMatchObject({ theme: 'light', upColour: 'green' });
    expect(resolveAppearance('system', null, false, 'jp')).toMatchObject({ theme: 'dark', upColour: 'red' });
    expect(resolveAppearance('light', 'green', false, 'hk')).toMatchObject({ theme: 'light', upColour: 'green' });
    expect(resolveAppearance('dark', 'red', true, 'fr')).toMatchObject({ theme: 'dark', upColour: 'red' });
  });
});
