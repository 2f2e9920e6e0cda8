import { describe, expect, it } from 'vitest';
import { readoutLayout } from './paintCrosshair.ts';

/** Every character 6 px wide: the layout's arithmetic, checked without a font. */
const measure = (text: string) => text.length * 6;
const READOUT = [
  ['O', '1.10000'],
  ['H', '1.10200'],
  ['L', '1.09900'],
  ['C', '1.10100'],
  ['V', '45'],
] as const;

describe("the crosshair readout's layout", () => {
  it('puts the fields on one line when they fit, each value after its name', () => {
    const { fields, box } = readoutLayout(READOUT, measure, 400);
    expect(fields.map((field) => field.y)).toEqual([11, 11, 11, 11, 11]);
    // "O " is 12 px, "1.10000" 42: the next field starts a 10 px gap after it
    expect(fields.map((field) => field.x)).toEqual([8, 72, 136, 200, 264]);
    expect(fields[0]?.valueX).toBe(20);
    expect(box).toEqual({ x: 4, y: 3, width: 264 + 12 + 12 + 4 - 4, height: 16 });
  });

  it('wraps a field that would pass the plot to a new line, whole', () => {
    const { fields, box } = readoutLayout(READOUT, measure, 150);
    // two fields fit in 150 px (8 to 146), the third would reach 180
    expect(fields.map((field) => [field.x, field.y])).toEqual([
      [8, 11],
      [72, 11],
      [8, 27],
      [72, 27],
      [8, 43],
    ]);
    expect(box.height).toBe(48);
    expect(box.x + box.width).toBeLessThanOrEqual(4 + 150);
  });

  it('is empty without fields', () => {
    expect(readoutLayout([], measure, 300)).toEqual({ fields: [], box: { x: 4, y: 3, width: 0, height: 0 } });
  });
});
