import type { CandleColumns } from '../../render/candles/candleColumns.ts';
import { candleShapes } from '../../render/candles/candleShapes.ts';
import type { ChartModel } from '../../render/candles/chartModel.ts';
import { type PriceRange, priceOfY, yOfPrice } from '../../render/candles/priceScale.ts';
import { VOLUME_SHARE } from '../../render/candles/scenes.ts';
import { formatBarTime, type TimeMark, timeMarks } from '../../render/candles/timeAxis.ts';
import { indexOfX, type Viewport, visibleRange, xOfIndex } from '../../render/candles/viewport.ts';
import { barWidths, EMPTY_PRICE_RANGE, priceAxisMarks } from '../../render/candles/viewScales.ts';
import { type ChartTheme, cssColour } from '../../render/theme.ts';

/**
 * The worker-drawn prototype's picture, drawn whole each frame: under the candles the background, grid
 * and volume; the candles; over them the live price, both axes and the crosshair. It reuses the
 * product's pure model and scale code (chartModel.ts, viewScales.ts, timeAxis.ts, candleShapes.ts);
 * only the drawing is its own.
 */
export const PROTOTYPE_AXIS_WIDTH = 64;
export const PROTOTYPE_TIME_AXIS_HEIGHT = 22;
const LABEL_HEIGHT = 18;

type Context2D = OffscreenCanvasRenderingContext2D;

/** One frame's layout and scales, computed once and drawn by each layer. */
export interface PrototypeScene {
  width: number;
  height: number;
  resolution: number;
  theme: ChartTheme;
  plotWidth: number;
  plotHeight: number;
  view: Viewport;
  range: PriceRange;
  series: CandleColumns;
  precision: number;
  /** bars [from, to] are visible */
  from: number;
  to: number;
  volumeMax: number;
  priceMarks: { at: number; label: string }[];
  timeMarks: TimeMark[];
  crosshair: { x: number; y: number } | null;
  period: ChartModel['period'];
}

export function prototypeScene(
  model: ChartModel,
  canvas: { width: number; height: number; resolution: number; theme: ChartTheme },
  crosshair: { x: number; y: number } | null,
): PrototypeScene {
  const plotWidth = canvas.width - PROTOTYPE_AXIS_WIDTH;
  const plotHeight = canvas.height - PROTOTYPE_TIME_AXIS_HEIGHT;
  model.updateScales(plotHeight);
  const range = model.priceRange ?? EMPTY_PRICE_RANGE;
  const { view, series, precision, period } = model;
  const visible = visibleRange(view);
  const labeller = { locale: 'en-US', period };
  return {
    ...canvas,
    plotWidth,
    plotHeight,
    view,
    range,
    series,
    precision,
    period,
    from: Math.max(0, Math.floor(visible.from)),
    to: Math.min(series.length - 1, Math.ceil(visible.to)),
    volumeMax: model.volumeMax,
    priceMarks: priceAxisMarks(range, plotHeight, precision, (price) => price.toFixed(precision)),
    timeMarks: timeMarks(series.time, series.length, visible.from, visible.to, view.barSpacing, labeller),
    crosshair,
  };
}

const yOf = (scene: PrototypeScene, price: number) => yOfPrice(scene.range, 0, scene.plotHeight, price);

/** The background, the grid and the volume bars (opaque: this layer is the bottom one). */
export function drawUnderlay(context: Context2D, scene: PrototypeScene): void {
  const { theme, view, series, plotWidth, plotHeight } = scene;
  context.setTransform(scene.resolution, 0, 0, scene.resolution, 0, 0);
  context.fillStyle = cssColour(theme.background);
  context.fillRect(0, 0, scene.width, scene.height);
  context.fillStyle = cssColour(theme.grid);
  for (const mark of scene.priceMarks) context.fillRect(0, mark.at, plotWidth, 1);
  for (const mark of scene.timeMarks) context.fillRect(Math.round(xOfIndex(view, mark.index)), 0, 1, plotHeight);
  const paneHeight = plotHeight * VOLUME_SHARE;
  const bodyWidth = barWidths(view.barSpacing).body * view.barSpacing;
  for (const rising of [true, false]) {
    context.fillStyle = cssColour(rising ? theme.up : theme.down, 0.32);
    for (let index = scene.from; index <= scene.to; index += 1) {
      if ((series.close[index] ?? 0) >= (series.open[index] ?? 0) !== rising) continue;
      const height = ((series.volume[index] ?? 0) / scene.volumeMax) * paneHeight;
      context.fillRect(xOfIndex(view, index) - bodyWidth / 2, plotHeight - height, bodyWidth, height);
    }
  }
}

/** Candles [from, to] as filled rectangles, one path per colour. */
export function drawCandles(context: Context2D, scene: PrototypeScene, from: number, to: number): void {
  const { view, range, theme } = scene;
  const widths = barWidths(view.barSpacing);
  const minHeight = (range.max - range.min) / scene.plotHeight;
  context.setTransform(scene.resolution, 0, 0, scene.resolution, 0, 0);
  for (const rising of [true, false]) {
    context.fillStyle = cssColour(rising ? theme.up : theme.down);
    context.beginPath();
    candleShapes(scene.series, from, to, rising, widths, minHeight, (x, y, width, height) => {
      const top = yOf(scene, y + height);
      context.rect(xOfIndex(view, x), top, width * view.barSpacing, yOf(scene, y) - top);
    });
    context.fill();
  }
}

/** A label box on an axis with its text (the live price, the crosshair's price and time). */
function axisLabel(
  context: Context2D,
  box: { x: number; y: number; width: number; height: number; fill: string },
  text: string,
): void {
  context.fillStyle = box.fill;
  context.fillRect(box.x, box.y, box.width, box.height);
  context.fillStyle = '#ffffff';
  context.textAlign = 'center';
  context.fillText(text, box.x + box.width / 2, box.y + box.height / 2);
}

/** The live price line, both axes with their labels and the crosshair, over the plot. */
export function drawOverlay(context: Context2D, scene: PrototypeScene): void {
  const { theme, view, series, plotWidth, plotHeight, width, height } = scene;
  const text = (price: number) => price.toFixed(scene.precision);
  context.setTransform(scene.resolution, 0, 0, scene.resolution, 0, 0);
  const close = series.close[series.length - 1] ?? 0;
  const closeY = Math.round(yOf(scene, close));
  context.fillStyle = cssColour(theme.up);
  context.fillRect(0, closeY, plotWidth, 1);
  // the axes over anything the plot drew past its edges
  context.fillStyle = cssColour(theme.background);
  context.fillRect(plotWidth, 0, PROTOTYPE_AXIS_WIDTH, height);
  context.fillRect(0, plotHeight, width, PROTOTYPE_TIME_AXIS_HEIGHT);
  context.fillStyle = cssColour(theme.axisLine);
  context.fillRect(0, plotHeight, width, 1);
  context.font = `11px ${theme.fontFamily}`;
  context.textBaseline = 'middle';
  context.fillStyle = cssColour(theme.text);
  context.textAlign = 'start';
  for (const mark of scene.priceMarks) context.fillText(mark.label, plotWidth + 6, mark.at);
  context.textAlign = 'center';
  const timeY = plotHeight + PROTOTYPE_TIME_AXIS_HEIGHT / 2;
  for (const mark of scene.timeMarks) context.fillText(mark.label, xOfIndex(view, mark.index), timeY);
  const labelBox = (y: number) => ({
    x: plotWidth,
    y: y - LABEL_HEIGHT / 2,
    width: PROTOTYPE_AXIS_WIDTH,
    height: LABEL_HEIGHT,
  });
  axisLabel(context, { ...labelBox(closeY), fill: cssColour(theme.up) }, text(close));
  const crosshair = scene.crosshair;
  if (!crosshair) return;
  const index = Math.min(scene.to, Math.max(0, Math.round(indexOfX(view, crosshair.x))));
  const x = Math.round(xOfIndex(view, index));
  context.fillStyle = cssColour(theme.crosshair, 0.6);
  context.fillRect(x, 0, 1, plotHeight);
  context.fillRect(0, Math.round(crosshair.y), plotWidth, 1);
  const price = priceOfY(scene.range, 0, plotHeight, crosshair.y);
  axisLabel(context, { ...labelBox(crosshair.y), fill: '#2a3142' }, text(price));
  const time = { x: x - 50, y: plotHeight, width: 100, height: PROTOTYPE_TIME_AXIS_HEIGHT, fill: '#2a3142' };
  axisLabel(context, time, formatBarTime(series.time[index] ?? 0, scene.period));
}
