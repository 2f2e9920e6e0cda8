import type { CandlePeriod } from '../../../protocol/schemas/kline.ts';
import { priceLabelShown } from '../axisTags.ts';
import type { CandleColumns } from '../candleColumns.ts';
import type { ChartFrame } from '../chartLayers.ts';
import type { PriceRange } from '../priceScale.ts';
import type { CrosshairScene, LastPriceScene } from '../scenes.ts';
import { FONT_SIZE } from '../scenes.ts';
import { timeMarks } from '../timeAxis.ts';
import { type Viewport, visibleRange, xOfIndex } from '../viewport.ts';
import { priceAxisMarks } from '../viewScales.ts';

/** A text at a point (CSS px): a price label's vertical middle, a time label's horizontal centre. */
export interface PlacedText {
  at: number;
  text: string;
}

/**
 * One frame of the chart as plain, cloneable data: what the picture painter (paintPicture.ts) draws, on
 * the page or in the drawing worker. The candles and volumes are not in it: the painter draws them from
 * its own copy of the bars, at the view and scales given here.
 */
export interface ChartPicture {
  frame: ChartFrame;
  /** device pixels per CSS px */
  resolution: number;
  view: Viewport;
  range: PriceRange;
  volumeMax: number;
  /** the price axis' labels (y in plot px) that no order-line or live tag covers */
  priceLabels: PlacedText[];
  /** y of every price mark, for the grid, covered or not */
  priceGrid: number[];
  /** the time axis' labels at each mark's x (plot px); the painter hides one the plot's edges would cut */
  timeLabels: PlacedText[];
  /** the last-price line (null when off the plot) and the price box on the axis */
  lastPrice: LastPriceScene;
  /** the crosshair where the user points (null: none) */
  crosshair: CrosshairScene | null;
}

/** What a frame's picture is made of: the model's state, the layout, and how texts are written. */
export interface PictureInput {
  frame: ChartFrame;
  resolution: number;
  series: CandleColumns;
  view: Viewport;
  range: PriceRange;
  volumeMax: number;
  period: CandlePeriod;
  precision: number;
  locale: string;
  priceText(price: number): string;
  /** the last-price line and box */
  lastPrice: LastPriceScene;
  /** centres (plot px) of the order lines' tags on the price axis */
  tagCentres: readonly number[];
  crosshair: CrosshairScene | null;
}

/** Builds the frame's picture: the axes' marks for the view and the range, and the tags that cover them. */
export function buildPicture(input: PictureInput): ChartPicture {
  const { frame, series, view, range, precision } = input;
  const { plotHeight } = frame;
  const marks = priceAxisMarks(range, plotHeight, precision, input.priceText);
  const live = input.lastPrice.label;
  const tags = live ? [live.box.y + live.box.height / 2, ...input.tagCentres] : input.tagCentres;
  const { from, to } = visibleRange(view);
  const labeller = { locale: input.locale, period: input.period };
  const times = timeMarks(series.time, series.length, from - 1, to + 1, view.barSpacing, labeller);
  return {
    frame,
    resolution: input.resolution,
    view,
    range,
    volumeMax: input.volumeMax,
    priceGrid: marks.map((mark) => mark.at),
    priceLabels: marks
      .filter((mark) => priceLabelShown(mark.at, plotHeight, tags, FONT_SIZE))
      .map((mark) => ({ at: mark.at, text: mark.label })),
    timeLabels: times.map((mark) => ({ at: Math.round(xOfIndex(view, mark.index)), text: mark.label })),
    lastPrice: input.lastPrice,
    crosshair: input.crosshair,
  };
}
