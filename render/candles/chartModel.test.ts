import { describe, expect, it } from 'vitest';
import type { Candle } from '../../protocol/schemas/kline.ts';
import { columnsFromCandles } from './candleColumns.ts';
import { ChartModel } from './chartModel.ts';
import { RIGHT_MARGIN_BARS } from './viewport.ts';
import { HISTORY_TRIGGER_BARS } from './viewScales.ts';

const MINUTE = 60_000;
const PLOT_WIDTH = 330;

function bars(from: number, count: number): Candle[] {
  return Array.from({ length: count }, (_, offset) => {
    const index = from + offset;
    const price = 1.1 + index / 10_000;
    return { Time: index * MINUTE, Open: price, High: price + 0.0005, Low: price - 0.0005, Close: price, Volume: 10 };
  });
}

function modelWith(candles: Candle[]): ChartModel {
  const model = new ChartModel(5, '1min');
  model.resize(PLOT_WIDTH);
  model.setData(columnsFromCandles(candles));
  return model;
}

describe('the chart model', () => {
  it('shows the latest bars first and keeps following them as bars are appended', () => {
    const model = modelWith(bars(0, 500));
    expect(model.view.rightIndex).toBe(499 + RIGHT_MARGIN_BARS);
    expect(model.updateLast({ ...bars(499, 1)[0], Close: 1.2 } as Candle)).toBe('live');
    expect(model.series.close[499]).toBe(1.2);
    const revision = model.revision;
    expect(model.updateLast(bars(500, 1)[0] as Candle)).toBe('all');
    expect(model.revision).toBe(revision + 1);
    expect(model.view.rightIndex).toBe(500 + RIGHT_MARGIN_BARS);
    expect(model.updateLast(bars(10, 1)[0] as Candle)).toBe('none');
  });

  it('a resync keeps the view on the bars it showed, paged-back history included', () => {
    const model = modelWith(bars(300, 500));
    model.pan(400);
    const shownTime = model.series.time[Math.floor(model.view.rightIndex)];
    // the worker hands the series with older bars paged in front, then again with one more bar (a resync)
    model.setData(columnsFromCandles(bars(100, 700)));
    expect(model.series.time[Math.floor(model.view.rightIndex)]).toBe(shownTime);
    model.setData(columnsFromCandles(bars(100, 701)));
    expect(model.series.time[Math.floor(model.view.rightIndex)]).toBe(shownTime);
    expect(model.series.length).toBe(701);
  });

  it('asks for older history once per oldest bar, when the view nears it', () => {
    const model = modelWith(bars(0, 200));
    expect(model.takeHistoryRequest()).toBe(null);
    while (model.view.rightIndex - PLOT_WIDTH / model.view.barSpacing >= HISTORY_TRIGGER_BARS) model.pan(100);
    expect(model.takeHistoryRequest()).toBe(0);
    expect(model.takeHistoryRequest()).toBe(null);
    model.setData(columnsFromCandles(bars(-100, 300)));
    model.pan(2000);
    expect(model.takeHistoryRequest()).toBe(-100 * MINUTE);
  });

  it('keeps the shown price range while autoscale moves it less than a fraction of a pixel', () => {
    const model = modelWith(bars(0, 500));
    expect(model.updateScales(298)).toBe(true);
    const shown = model.priceRange;
    expect(model.updateScales(298)).toBe(false);
    model.pan(200);
    expect(model.updateScales(298)).toBe(true);
    expect(model.priceRange).not.toBe(shown);
  });

  it('reports a view change once, until the view or the bar count changes again', () => {
    const model = modelWith(bars(0, 300));
    expect(model.takeViewChange()).toBe(true);
    expect(model.takeViewChange()).toBe(false);
    model.zoom(1.5, 100);
    expect(model.takeViewChange()).toBe(true);
    model.updateLast(bars(300, 1)[0] as Candle);
    expect(model.takeViewChange()).toBe(true);
  });
});
