import { describe, expect, it } from 'vitest';
import { prototypeRenderers } from './chartPrototype.ts';

describe('CHART_BENCH_PROTOTYPE', () => {
  it('measures no prototype unless asked', () => {
    expect(prototypeRenderers(undefined)).toEqual([]);
    expect(prototypeRenderers('0')).toEqual([]);
  });

  it('names the renderers to measure', () => {
    expect(prototypeRenderers('1')).toEqual(['2d']);
    expect(prototypeRenderers('pixi')).toEqual(['pixi']);
    expect(prototypeRenderers('both')).toEqual(['2d', 'pixi']);
  });

  it('refuses a setting it does not know instead of measuring nothing', () => {
    expect(() => prototypeRenderers('webgl')).toThrow(/expected 2d, pixi or both/);
  });
});
