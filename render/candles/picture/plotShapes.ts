import type { ChartTheme } from '../../theme.ts';
import type { CandleColumns } from '../candleColumns.ts';
import { candleShapes } from '../candleShapes.ts';
import { yOfPrice } from '../priceScale.ts';
import { volumeBars, volumeColour, volumePaneHeight } from '../scenes.ts';
import { visibleRange, xOfIndex } from '../viewport.ts';
import { barWidths } from '../viewScales.ts';
import type { ChartPicture } from './chartPicture.ts';

/**
 * Rectangles of one colour, CSS px of the chart: x, y, width, height of each in turn. A renderer fills
 * each layer at once (the 2D canvas one path, Pixi one mesh).
 */
export interface ShapeLayer {
  colour: number;
  rects: number[];
}

/** The bars the view shows, with one bar either side (partly visible at the plot's edges). */
export function shownBars(picture: ChartPicture, series: CandleColumns): { from: number; to: number } {
  const { from, to } = visibleRange(picture.view);
  return { from: Math.max(0, Math.floor(from) - 1), to: Math.min(series.length - 1, Math.ceil(to) + 1) };
}

/**
 * What the plot shows, bottom to top: the grid, the volumes (rising, then falling) and the candles
 * (rising, then falling, the live one too), as five layers of rectangles, always in that order (some
 * may be empty). Candle edges fall on whole device
 * pixels (crisp at any zoom). Pure: the 2D painter and the Pixi plot both draw these. Shapes may reach
 * past the plot's right and bottom edges: the axes are painted over them.
 */
export function plotShapes(picture: ChartPicture, series: CandleColumns, theme: ChartTheme): ShapeLayer[] {
  const { frame, view, range, resolution } = picture;
  const grid: ShapeLayer = { colour: theme.grid, rects: [] };
  for (const y of picture.priceGrid) grid.rects.push(0, y, frame.plotWidth, 1);
  for (const { at } of picture.timeLabels) grid.rects.push(at, 0, 1, frame.plotHeight);
  const shown = shownBars(picture, series);
  // the volume pane sits at the plot's bottom
  const pane = { height: volumePaneHeight(frame.plotHeight), volumeMax: picture.volumeMax };
  const paneTop = frame.plotHeight - pane.height;
  const span = { ...shown, zero: xOfIndex(view, 0), barSpacing: view.barSpacing };
  const volumes = [true, false].map((rising) => ({ colour: volumeColour(theme, rising), rects: [] as number[] }));
  for (const bar of volumeBars(series, span, pane, theme)) {
    const layer = volumes.find((candidate) => candidate.colour === bar.colour);
    layer?.rects.push(bar.x, paneTop + bar.y, bar.width, bar.height);
  }
  const layers: ShapeLayer[] = [grid, ...volumes];
  const widths = barWidths(view.barSpacing);
  // a flat bar stays one device px tall
  const minHeight = (range.max - range.min) / frame.plotHeight;
  const yOf = (price: number) => yOfPrice(range, 0, frame.plotHeight, price);
  const snap = (value: number) => Math.round(value * resolution) / resolution;
  const least = 1 / resolution;
  for (const rising of [true, false]) {
    const layer: ShapeLayer = { colour: rising ? theme.up : theme.down, rects: [] };
    candleShapes(series, shown.from, shown.to, rising, widths, minHeight, (x, y, width, height) => {
      const left = snap(xOfIndex(view, x));
      const right = Math.max(left + least, snap(xOfIndex(view, x + width)));
      const top = snap(yOf(y + height));
      const bottom = Math.max(top + least, snap(yOf(y)));
      layer.rects.push(left, top, right - left, bottom - top);
    });
    layers.push(layer);
  }
  return layers;
}
