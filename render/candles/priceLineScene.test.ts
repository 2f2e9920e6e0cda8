import { describe, expect, it } from 'vitest';
import { DARK_THEME } from '../theme.ts';
import { EDGE_INSET, type PriceLine, priceAtDrag, priceLinesScene, priceStepped } from './priceLineScene.ts';

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
