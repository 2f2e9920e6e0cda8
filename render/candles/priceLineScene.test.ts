import { describe, expect, it } from 'vitest';
import { contrastRatio, rgbaOf } from '../contrast.ts';
import { DARK_THEME } from '../theme.ts';
import {
  centreInside,
  EDGE_INSET,
  LABEL_HEIGHT,
  PINNED_STEP,
  type PriceLine,
  priceAtDrag,
  priceLinesScene,
  priceStepped,
} from './priceLineScene.ts';

const PLACE = { range: { min: 1.1, max: 1.102 }, plotHeight: 200 };
const text = (price: number) => price.toFixed(5);
const line = (overrides: Partial<PriceLine>): PriceLine => ({
  id: '1:takeProfit',
  kind: 'takeProfit',
  price: 1.101,
  label: 'TP #1',
  draggable: true,
  ...overrides,
});

describe('price lines scene', () => {
  it("writes every line's axis tag in a text colour that reads on it (4.5:1), in the dark and the light theme", () => {
    // the light theme's colours as src/styles/palette.css sets them
    const light = { ...DARK_THEME, background: 0xf2f4f7, up: 0x067647, down: 0xc42b1c, crosshair: 0x5a6376 };
    for (const theme of [DARK_THEME, light]) {
      for (const kind of ['entry', 'stopLoss', 'takeProfit', 'pending'] as const) {
        const [placed] = priceLinesScene([line({ kind })], PLACE, theme, text, null);
        if (!placed) throw new Error('no line');
        // a pending order's amber tag wrote the light theme's white background on amber: 2:1
        expect(contrastRatio(rgbaOf(placed.textColour), rgbaOf(placed.colour)), kind).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('puts a line at the y of its price, in its kind colour, with its label and price', () => {
    const [placed] = priceLinesScene([line({})], PLACE, DARK_THEME, text, null);
    expect(placed).toMatchObject({
      y: 100,
      offPlot: null,
      colour: DARK_THEME.up,
      text: 'TP #1 1.10100',
      priceText: '1.10100',
      dashed: false,
      dragging: false,
    });
    const [stop] = priceLinesScene([line({ kind: 'stopLoss', price: 1.1015 })], PLACE, DARK_THEME, text, null);
    expect(stop).toMatchObject({ y: 50, colour: DARK_THEME.down });
    const [entry] = priceLinesScene([line({ kind: 'entry' })], PLACE, DARK_THEME, text, null);
    expect(entry?.dashed).toBe(true);
  });

  it('keeps the label of a price off the plot at that edge, with an arrow', () => {
    const [above, below] = priceLinesScene(
      [line({ price: 1.2 }), line({ id: '1:stopLoss', kind: 'stopLoss', price: 1.05 })],
      PLACE,
      DARK_THEME,
      text,
      null,
    );
    expect(above).toMatchObject({ y: EDGE_INSET, offPlot: 'above', text: '\u25b2 TP #1 1.20000' });
    expect(below).toMatchObject({ y: 200 - EDGE_INSET, offPlot: 'below', text: '\u25bc TP #1 1.05000' });
  });

  it('keeps the whole label of a line at the plot top or bottom on the plot, the line at its price', () => {
    const [top, bottom, middle] = priceLinesScene(
      [line({ price: 1.102 }), line({ id: '1:stopLoss', kind: 'stopLoss', price: 1.1 }), line({ id: '2:entry' })],
      PLACE,
      DARK_THEME,
      text,
      null,
    );
    expect(top).toMatchObject({ y: 0, labelY: LABEL_HEIGHT / 2, offPlot: null });
    expect(bottom).toMatchObject({ y: 200, labelY: 200 - LABEL_HEIGHT / 2, offPlot: null });
    expect(middle).toMatchObject({ y: 100, labelY: 100 });
    expect(centreInside(3, 16, 200)).toBe(8);
    expect(centreInside(196, 16, 200)).toBe(192);
    expect(centreInside(50, 16, 200)).toBe(50);
  });

  it('stacks the labels kept at one edge in price order instead of drawing them on each other', () => {
    const placed = priceLinesScene(
      [
        line({ id: '2:pending', kind: 'pending', price: 1.03, label: 'Buy #2' }),
        line({ id: '2:stopLoss', kind: 'stopLoss', price: 1.02, label: 'SL #2' }),
        line({ id: '2:takeProfit', price: 1.3, label: 'TP #2' }),
        line({ id: '3:takeProfit', price: 1.25, label: 'TP #3' }),
        line({ id: '1:entry', kind: 'entry', price: 1.101, label: 'Buy #1' }),
      ],
      PLACE,
      DARK_THEME,
      text,
      null,
    );
    const yOf = (id: string) => placed.find((one) => one.id === id)?.y;
    // below: the lowest price at the edge, the next above it
    expect(yOf('2:stopLoss')).toBe(200 - EDGE_INSET);
    expect(yOf('2:pending')).toBe(200 - EDGE_INSET - PINNED_STEP);
    // above: the highest price at the edge, the next below it
    expect(yOf('2:takeProfit')).toBe(EDGE_INSET);
    expect(yOf('3:takeProfit')).toBe(EDGE_INSET + PINNED_STEP);
    // a line on the plot stays at its price
    expect(yOf('1:entry')).toBe(100);
    expect(PINNED_STEP).toBeGreaterThan(LABEL_HEIGHT);
  });

  it('pushes apart the labels of lines at nearby prices, in each column, the lines staying at their prices', () => {
    const placed = priceLinesScene(
      [
        // two stops a few pips apart (2 px at this scale), and two positions entered at one price
        line({ id: '2:stopLoss', kind: 'stopLoss', price: 1.1012, label: 'SL #2' }),
        line({ id: '3:stopLoss', kind: 'stopLoss', price: 1.10118, label: 'SL #3' }),
        line({ id: '2:entry', kind: 'entry', price: 1.101, label: '#2 Buy 0.01' }),
        line({ id: '3:entry', kind: 'entry', price: 1.101, label: '#3 Buy 0.01' }),
        // near the plot's bottom: the stack stays inside the plot
        line({ id: '4:stopLoss', kind: 'stopLoss', price: 1.10001, label: 'SL #4' }),
        line({ id: '5:stopLoss', kind: 'stopLoss', price: 1.1, label: 'SL #5' }),
      ],
      PLACE,
      DARK_THEME,
      text,
      null,
    );
    const of = (id: string) => placed.find((one) => one.id === id);
    // the lines at their prices
    expect([of('2:stopLoss')?.y, of('3:stopLoss')?.y, of('2:entry')?.y, of('3:entry')?.y]).toEqual([80, 82, 100, 100]);
    // the labels a step apart: the higher price's on top
    expect(of('2:stopLoss')?.labelY).toBe(80);
    expect(of('3:stopLoss')?.labelY).toBe(80 + PINNED_STEP);
    expect(of('2:entry')?.labelY).toBe(100);
    expect(of('3:entry')?.labelY).toBe(100 + PINNED_STEP);
    // at the bottom: the lowest label whole on the plot, the one above it a step higher
    expect(of('5:stopLoss')?.labelY).toBe(200 - LABEL_HEIGHT / 2);
    expect(of('4:stopLoss')?.labelY).toBe(200 - LABEL_HEIGHT / 2 - PINNED_STEP);
    for (const one of placed) {
      expect(one.labelY - LABEL_HEIGHT / 2).toBeGreaterThanOrEqual(0);
      expect(one.labelY + LABEL_HEIGHT / 2).toBeLessThanOrEqual(200);
    }
  });

  it("shows a dragged line at the drag's price and leaves the others", () => {
    const lines = [line({}), line({ id: '1:stopLoss', kind: 'stopLoss', price: 1.1005 })];
    const placed = priceLinesScene(lines, PLACE, DARK_THEME, text, { id: '1:takeProfit', price: 1.1018 });
    expect(placed.map((one) => [one.id, one.y, one.dragging])).toEqual([
      ['1:takeProfit', 20, true],
      ['1:stopLoss', 150, false],
    ]);
  });

  it('turns a drag position into a price at the symbol decimals, inside the plot', () => {
    expect(priceAtDrag(PLACE, 100, 5)).toBe(1.101);
    expect(priceAtDrag(PLACE, 33.3, 5)).toBe(1.10167);
    expect(priceAtDrag(PLACE, -40, 5)).toBe(1.102);
    expect(priceAtDrag(PLACE, 900, 5)).toBe(1.1);
    expect(priceStepped(1.1008, 1, 5)).toBe(1.10081);
    expect(priceStepped(1.1008, -10, 5)).toBe(1.1007);
  });
});
