import { describe, expect, it } from 'vitest';
import type { Candle } from '../../../protocol/schemas/kline.ts';
import { DARK_THEME } from '../../theme.ts';
import { AXIS_TAG_HEIGHT, priceLabelShown } from '../axisTags.ts';
import { columnsFromCandles } from '../candleColumns.ts';
import { FONT_SIZE } from '../scenes.ts';
import { timeLabelShown } from '../timeAxis.ts';
import { latestView, xOfIndex } from '../viewport.ts';
import { priceAxisMarks } from '../viewScales.ts';
import { buildPicture, type PictureInput } from './chartPicture.ts';

const MINUTE = 60_000;
const START = Date.UTC(2022, 0, 5, 14, 0);
const FRAME = { width: 390, height: 320, plotWidth: 334, plotHeight: 298 };
const RANGE = { min: 1.099, max: 1.104 };
const priceText = (price: number) => price.toFixed(5);

function candles(count: number): Candle[] {
  return Array.from({ length: count }, (_, index) => {
    const open = 1.1 + 0.001 * Math.sin(index / 6);
    return {
      Time: START + index * MINUTE,
      Open: open,
      High: open + 0.0005,
      Low: open - 0.0005,
      Close: open + 0.0002,
      Volume: 10,
    };
  });
}

function input(overrides: Partial<PictureInput> = {}): PictureInput {
  const series = columnsFromCandles(candles(200));
  const lastPrice = { line: null, label: null };
  return {
    frame: FRAME,
    resolution: 2,
    series,
    view: latestView(FRAME.plotWidth, series.length),
    range: RANGE,
    volumeMax: 10,
    period: '1min',
    precision: 5,
    locale: 'en-US',
    priceText,
    lastPrice,
    tagCentres: [],
    crosshair: null,
    ...overrides,
  };
}

describe('the chart picture', () => {
  it('names every price mark on the axis that fits the plot, and draws a grid line at each', () => {
    const picture = buildPicture(input());
    const marks = priceAxisMarks(RANGE, FRAME.plotHeight, 5, priceText);
    expect(marks.length).toBeGreaterThan(3);
    expect(picture.priceGrid).toEqual(marks.map((mark) => mark.at));
    expect(picture.priceLabels).toEqual(
      marks
        .filter((mark) => mark.at >= FONT_SIZE / 2 && mark.at <= FRAME.plotHeight - FONT_SIZE / 2)
        .map((mark) => ({ at: mark.at, text: mark.label })),
    );
  });

  it('leaves out a price label an order tag or the last price box would partly cover, but keeps its grid line', () => {
    const plain = buildPicture(input());
    const covered = plain.priceLabels[1];
    if (!covered) throw new Error('too few labels');
    // an order tag a few px off the label: it would cover part of its text
    const withTag = buildPicture(input({ tagCentres: [covered.at + 4] }));
    expect(withTag.priceLabels.map((label) => label.text)).toEqual(
      plain.priceLabels.filter((label) => label !== covered).map((label) => label.text),
    );
    expect(withTag.priceGrid).toEqual(plain.priceGrid);
    // the last price's box does the same
    const box = { x: FRAME.plotWidth + 1, y: covered.at - AXIS_TAG_HEIGHT / 2 - 3, width: 55, height: AXIS_TAG_HEIGHT };
    const label = { box: { ...box, colour: DARK_THEME.up }, text: '1.10123', textColour: 0, font: '11px sans-serif' };
    const lastPrice = { line: { y: covered.at - 3, colour: DARK_THEME.up }, label };
    const withLive = buildPicture(input({ lastPrice }));
    expect(withLive.priceLabels.map((shown) => shown.text)).not.toContain(covered.text);
    expect(withLive.priceLabels).toHaveLength(plain.priceLabels.length - 1);
    expect(withLive.lastPrice).toBe(lastPrice);
  });

  it('puts each time label at its bar on the plot, in the locale asked for', () => {
    const picture = buildPicture(input({ locale: 'de-DE' }));
    const view = latestView(FRAME.plotWidth, 200);
    expect(picture.timeLabels.length).toBeGreaterThan(2);
    for (const label of picture.timeLabels) {
      const index = Math.round((label.at - xOfIndex(view, 0)) / view.barSpacing);
      expect(label.at).toBe(Math.round(xOfIndex(view, index)));
      // minute bars: each label names its bar's time (or, past midnight, the day)
      expect(label.text).toMatch(/^\d\d:\d\d$|\d/);
    }
  });
});

describe('which axis labels are whole enough to show', () => {
  it('a price label shows when inside the plot and clear of every tag', () => {
    expect(priceLabelShown(100, 298, [], 11)).toBe(true);
    // cut by the plot's top or bottom edge
    expect(priceLabelShown(5, 298, [], 11)).toBe(false);
    expect(priceLabelShown(294, 298, [], 11)).toBe(false);
    // a tag 16 px high centred 13 px away still covers a 11 px label's edge; 14 px away it does not
    expect(priceLabelShown(100, 298, [113], 11)).toBe(false);
    expect(priceLabelShown(100, 298, [113.5], 11)).toBe(true);
  });

  it("a time label shows only whole between the plot's left edge and the price axis", () => {
    expect(timeLabelShown(20, 40, 334)).toBe(true);
    expect(timeLabelShown(19, 40, 334)).toBe(false);
    expect(timeLabelShown(314, 40, 334)).toBe(true);
    expect(timeLabelShown(315, 40, 334)).toBe(false);
  });
});
