import { afterEach, describe, expect, it } from 'vitest';
import { DARK_THEME } from '../theme.ts';
import type { PriceLine } from './priceLineScene.ts';
import { FONT_SIZE } from './scenes.ts';
import { type CandleChart, disposeCharts, hosts, knownCandles, makeChart, nextFrame } from './testing/chartFixtures.ts';

/** A vertical extent in the page (client px). */
interface Extent {
  top: number;
  bottom: number;
}

/**
 * The price axis' labels and the live price box of the picture the chart last painted, as extents in
 * the page: the painter draws each label FONT_SIZE high, centred on its y.
 */
function paintedAxis(chart: CandleChart): { labels: (Extent & { text: string })[]; live: Extent } {
  const picture = chart.lastPicture;
  const box = picture?.lastPrice.label?.box;
  if (!picture || !box) throw new Error('no picture with a live price');
  const hostTop = hosts[0]?.getBoundingClientRect().top ?? 0;
  const labels = picture.priceLabels.map(({ at, text }) => ({
    text,
    top: hostTop + at - FONT_SIZE / 2,
    bottom: hostTop + at + FONT_SIZE / 2,
  }));
  return { labels, live: { top: hostTop + box.y, bottom: hostTop + box.y + box.height } };
}

const LINES: PriceLine[] = [
  { id: '7:entry', kind: 'entry', price: 1.1, label: '#7 Buy 0.1', draggable: false },
  { id: '7:takeProfit', kind: 'takeProfit', price: 1.1008, label: 'TP #7', draggable: true },
  { id: '7:stopLoss', kind: 'stopLoss', price: 1.2, label: 'SL #7', draggable: true },
];

function row(id: string): HTMLElement {
  const element = hosts[0]?.querySelector<HTMLElement>(`[data-price-line="${id}"]`);
  if (!element) throw new Error(`no line ${id}`);
  return element;
}

function label(id: string): HTMLElement {
  const element = row(id).querySelector<HTMLElement>('[data-price-line-label]');
  if (!element) throw new Error(`no label on ${id}`);
  return element;
}

/** The line's y on screen, from its row's box (what the user sees), in the chart's coordinates. */
function shownY(id: string): number {
  const chartTop = hosts[0]?.getBoundingClientRect().top ?? 0;
  return row(id).getBoundingClientRect().top - chartTop;
}

function pointer(element: HTMLElement, type: string, clientY: number): void {
  const box = element.getBoundingClientRect();
  element.dispatchEvent(
    new PointerEvent(type, { clientX: box.left + 4, clientY, pointerId: 3, button: 0, bubbles: true }),
  );
}

async function chartWithLines() {
  const drops: { id: string; price: number }[] = [];
  const chart = await makeChart('canvas', { onPriceLineDrop: (id, price) => drops.push({ id, price }) });
  chart.setCandles(knownCandles());
  chart.setPriceLines(LINES);
  chart.flush();
  return { chart, drops };
}

describe('order lines on the chart', () => {
  afterEach(disposeCharts);

  it('draws each line at its price, in its colour, and keeps the label of one off the plot at its edge', async () => {
    const { chart } = await chartWithLines();
    expect(shownY('7:entry')).toBeCloseTo(Math.round(chart.yOfPrice(1.1)), 0);
    expect(shownY('7:takeProfit')).toBeCloseTo(Math.round(chart.yOfPrice(1.1008)), 0);
    // 1.2 is far above the plot: its label waits at the top edge, pointing up, with no line
    expect(row('7:stopLoss').dataset.offPlot).toBe('above');
    expect(label('7:stopLoss').textContent).toBe('\u25b2 SL #7 1.20000');
    expect(label('7:stopLoss').getBoundingClientRect().top).toBeGreaterThanOrEqual(
      hosts[0]?.getBoundingClientRect().top ?? 0,
    );
    expect(getComputedStyle(row('7:stopLoss').firstElementChild as HTMLElement).display).toBe('none');
    expect(label('7:takeProfit').textContent).toBe('TP #7 1.10080');
    const tag = row('7:takeProfit').lastElementChild as HTMLElement;
    const [r, g, b] = [(DARK_THEME.up >> 16) & 0xff, (DARK_THEME.up >> 8) & 0xff, DARK_THEME.up & 0xff];
    expect(getComputedStyle(tag).backgroundColor).toBe(`rgb(${r}, ${g}, ${b})`);
    // the entry line is not a handle; stops are sliders a keyboard can reach
    expect(label('7:entry').getAttribute('role')).toBeNull();
    expect(label('7:takeProfit').getAttribute('role')).toBe('slider');
  });

  it('keeps the whole label and axis tag of a line at the very top of the plot on screen, the line at its price', async () => {
    const { chart } = await chartWithLines();
    // the price one pixel below the plot's top (the scale is linear in price)
    const [low, high] = [chart.yOfPrice(1.1), chart.yOfPrice(1.1008)];
    const atTop = 1.1 + ((1 - low) / (high - low)) * 0.0008;
    chart.setPriceLines([{ id: '8:takeProfit', kind: 'takeProfit', price: atTop, label: 'TP #8', draggable: true }]);
    chart.flush();
    expect(row('8:takeProfit').dataset.offPlot).toBe('');
    expect(shownY('8:takeProfit')).toBeCloseTo(1, 0);
    const chartTop = hosts[0]?.getBoundingClientRect().top ?? 0;
    expect(label('8:takeProfit').getBoundingClientRect().top).toBeGreaterThanOrEqual(chartTop);
    const tag = row('8:takeProfit').lastElementChild as HTMLElement;
    expect(tag.getBoundingClientRect().top).toBeGreaterThanOrEqual(chartTop);
  });

  it('follows a pointer drag at the price under it and hands the drop to the app, then goes back when the lines are set again', async () => {
    const { chart, drops } = await chartWithLines();
    const handle = label('7:takeProfit');
    const chartTop = hosts[0]?.getBoundingClientRect().top ?? 0;
    const target = 1.1012;
    pointer(handle, 'pointerdown', chartTop + chart.yOfPrice(1.1008));
    pointer(handle, 'pointermove', chartTop + chart.yOfPrice(target));
    chart.flush();
    expect(Math.abs(shownY('7:takeProfit') - chart.yOfPrice(target))).toBeLessThanOrEqual(1);
    pointer(handle, 'pointerup', chartTop + chart.yOfPrice(target));
    expect(drops).toHaveLength(1);
    expect(drops[0]?.id).toBe('7:takeProfit');
    // at the symbol's decimals, within a pixel's worth of price of where the pointer was let go
    const pricePerPixel = (1.1008 - 1.1) / (chart.yOfPrice(1.1) - chart.yOfPrice(1.1008));
    expect(Math.abs((drops[0]?.price ?? 0) - target)).toBeLessThanOrEqual(pricePerPixel);
    expect(Number(drops[0]?.price.toFixed(5))).toBe(drops[0]?.price);
    // dropped: it stays there while the app reviews the move
    await nextFrame();
    expect(Math.abs(shownY('7:takeProfit') - chart.yOfPrice(target))).toBeLessThanOrEqual(1);
    chart.setPriceLines([...LINES]);
    chart.flush();
    expect(shownY('7:takeProfit')).toBeCloseTo(Math.round(chart.yOfPrice(1.1008)), 0);
  });

  it('moves by one price step per arrow key (ten with Shift), drops on Enter and goes back on Escape', async () => {
    const { chart, drops } = await chartWithLines();
    const handle = label('7:takeProfit');
    const key = (name: string, shiftKey = false) =>
      handle.dispatchEvent(new KeyboardEvent('keydown', { key: name, shiftKey, bubbles: true }));
    key('ArrowUp');
    key('ArrowUp', true);
    chart.flush();
    expect(handle.textContent).toBe('TP #7 1.10091');
    key('Escape');
    chart.flush();
    expect(handle.textContent).toBe('TP #7 1.10080');
    expect(drops).toEqual([]);
    key('ArrowDown');
    key('Enter');
    expect(drops).toEqual([{ id: '7:takeProfit', price: 1.10079 }]);
  });

  it('keeps the live price readable: an order tag beside it on the axis makes way, its line stays at its price', async () => {
    const chart = await makeChart('canvas');
    chart.setCandles(knownCandles());
    // a buy filled at the ask a pip and a half above the last bid (1.1028), and its take-profit just above
    chart.setPriceLines([
      { id: '8:entry', kind: 'entry', price: 1.10295, label: '#8 Buy 0.1', draggable: false },
      { id: '8:takeProfit', kind: 'takeProfit', price: 1.103, label: 'TP #8', draggable: true },
    ]);
    chart.flush();
    const box = (element: Element | null | undefined) => {
      if (!element) throw new Error('no tag');
      return element.getBoundingClientRect();
    };
    const { labels: axisLabels, live } = paintedAxis(chart);
    const entryTag = box(row('8:entry').lastElementChild);
    const takeProfitTag = box(row('8:takeProfit').lastElementChild);
    const apart = (a: Extent, b: Extent) => a.bottom <= b.top || b.bottom <= a.top;
    expect(apart(live, entryTag)).toBe(true);
    expect(apart(live, takeProfitTag)).toBe(true);
    expect(apart(entryTag, takeProfitTag)).toBe(true);
    // both were above the live price and stay above it, in price order
    expect(takeProfitTag.bottom).toBeLessThanOrEqual(entryTag.top);
    expect(entryTag.bottom).toBeLessThanOrEqual(live.top);
    // and no price on the axis peeks out from under a tag
    expect(axisLabels.length).toBeGreaterThan(2);
    for (const label of axisLabels)
      for (const tag of [live, entryTag, takeProfitTag]) expect(apart(label, tag)).toBe(true);
    expect(shownY('8:entry')).toBeCloseTo(Math.round(chart.yOfPrice(1.10295)), 0);
    expect(shownY('8:takeProfit')).toBeCloseTo(Math.round(chart.yOfPrice(1.103)), 0);
  });

  it('hides a price on the axis that an order tag covers, and shows it again when the order goes', async () => {
    const chart = await makeChart('canvas');
    chart.setCandles(knownCandles());
    chart.flush();
    const shownLabels = () => paintedAxis(chart).labels;
    const before = shownLabels().map((label) => label.text);
    // a pending order exactly at the lowest price the axis names
    const covered = before.reduce((lowest, text) => (Number(text) < Number(lowest) ? text : lowest));
    chart.setPriceLines([{ id: '9:pending', kind: 'pending', price: Number(covered), label: '#9', draggable: true }]);
    chart.flush();
    const after = shownLabels().map((label) => label.text);
    expect(after).not.toContain(covered);
    expect(after).toEqual(before.filter((text) => text !== covered));
    chart.setPriceLines([]);
    chart.flush();
    expect(shownLabels().map((label) => label.text)).toEqual(before);
  });

  it('does not call the app when a drag ends where it began', async () => {
    const { chart, drops } = await chartWithLines();
    const handle = label('7:takeProfit');
    const y = (hosts[0]?.getBoundingClientRect().top ?? 0) + chart.yOfPrice(1.1008);
    pointer(handle, 'pointerdown', y);
    pointer(handle, 'pointerup', y);
    expect(drops).toEqual([]);
  });

  it("keeps the labels of two stops a pip apart readable, and a pushed label's drag moves its line by the pointer's move", async () => {
    const drops: { id: string; price: number }[] = [];
    const chart = await makeChart('canvas', { onPriceLineDrop: (id, price) => drops.push({ id, price }) });
    chart.setCandles(knownCandles());
    chart.setPriceLines([
      { id: '2:stopLoss', kind: 'stopLoss', price: 1.0995, label: 'SL #2', draggable: true },
      { id: '3:stopLoss', kind: 'stopLoss', price: 1.09949, label: 'SL #3', draggable: true },
    ]);
    chart.flush();
    const [upper, lower] = [label('2:stopLoss').getBoundingClientRect(), label('3:stopLoss').getBoundingClientRect()];
    expect(lower.top).toBeGreaterThanOrEqual(upper.bottom);
    // the lines stay at their prices, less than a pixel apart
    expect(Math.abs(shownY('2:stopLoss') - shownY('3:stopLoss'))).toBeLessThanOrEqual(1);
    // SL #3's label sits a label below its line: taken there and moved up 30 px, its line moves up 30 px
    const handle = label('3:stopLoss');
    const start = lower.top + lower.height / 2;
    const lineBefore = shownY('3:stopLoss');
    pointer(handle, 'pointerdown', start);
    pointer(handle, 'pointermove', start - 30);
    chart.flush();
    expect(Math.abs(shownY('3:stopLoss') - (lineBefore - 30))).toBeLessThanOrEqual(1);
    pointer(handle, 'pointerup', start - 30);
    expect(drops.map((drop) => drop.id)).toEqual(['3:stopLoss']);
  });
});
