import { type ChartTheme, cssColour } from '../../theme.ts';
import type { CandleColumns } from '../candleColumns.ts';
import { FONT_SIZE } from '../scenes.ts';
import { timeLabelShown } from '../timeAxis.ts';
import type { ChartPicture } from './chartPicture.ts';
import { paintCrosshair } from './paintCrosshair.ts';
import { plotShapes, type ShapeLayer } from './plotShapes.ts';

/** A 2D context on the page's canvas or on one a worker was handed: the painter draws on either. */
export type PictureContext = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** The last-price line's dash and gap, CSS px. */
const DASH = [3, 3];
/** The price labels' left padding inside the axis, CSS px (after its 1 px border). */
const PRICE_LABEL_PADDING = 5;
/** The time labels' top below the plot, CSS px. */
const TIME_LABEL_TOP = 6;

/**
 * Draws a whole frame of the chart on one 2D canvas: the background, the plot's shapes (plotShapes.ts:
 * grid, volumes, candles), then the overlay. The candles and volumes come from `series`, the painter's
 * copy of the bars; everything else from the picture.
 */
export function paintPicture(
  context: PictureContext,
  picture: ChartPicture,
  series: CandleColumns,
  theme: ChartTheme,
): void {
  const { frame, resolution } = picture;
  context.setTransform(resolution, 0, 0, resolution, 0, 0);
  context.fillStyle = cssColour(theme.background);
  context.fillRect(0, 0, frame.width, frame.height);
  paintShapes(context, plotShapes(picture, series, theme));
  paintOverlay(context, picture, theme);
}

/** Each layer of rectangles as one path in its colour. */
function paintShapes(context: PictureContext, layers: readonly ShapeLayer[]): void {
  for (const { colour, rects } of layers) {
    if (rects.length === 0) continue;
    context.fillStyle = cssColour(colour);
    context.beginPath();
    for (let at = 0; at < rects.length; at += 4)
      context.rect(rects[at] ?? 0, rects[at + 1] ?? 0, rects[at + 2] ?? 0, rects[at + 3] ?? 0);
    context.fill();
  }
}

/**
 * What goes over the plot's shapes: the last-price line, both axes (their panes opaque, over any shape
 * that reached past the plot) with their labels, the last-price box and the crosshair. On the WebGL path this is a
 * transparent canvas of its own over Pixi's plot (cleared first), on the 2D path the same canvas.
 */
export function paintOverlay(context: PictureContext, picture: ChartPicture, theme: ChartTheme): void {
  context.setTransform(picture.resolution, 0, 0, picture.resolution, 0, 0);
  paintLastPriceLine(context, picture);
  context.font = `${FONT_SIZE}px ${theme.fontFamily}`;
  paintPriceAxis(context, picture, theme);
  paintTimeAxis(context, picture, theme);
  paintLastPriceBox(context, picture);
  if (picture.crosshair) {
    context.font = `${FONT_SIZE}px ${theme.fontFamily}`;
    paintCrosshair(context, picture.crosshair, picture.frame, theme);
  }
}

function paintLastPriceLine(context: PictureContext, picture: ChartPicture): void {
  const line = picture.lastPrice.line;
  if (!line) return;
  context.strokeStyle = cssColour(line.colour);
  context.lineWidth = 1;
  context.setLineDash(DASH);
  context.beginPath();
  context.moveTo(0, line.y + 0.5);
  context.lineTo(picture.frame.plotWidth, line.y + 0.5);
  context.stroke();
  context.setLineDash([]);
}

function paintPriceAxis(context: PictureContext, picture: ChartPicture, theme: ChartTheme): void {
  const { width, height, plotWidth } = picture.frame;
  context.fillStyle = cssColour(theme.background);
  context.fillRect(plotWidth, 0, width - plotWidth, height);
  context.fillStyle = cssColour(theme.axisLine);
  context.fillRect(plotWidth, 0, 1, height);
  context.fillStyle = cssColour(theme.text);
  context.textAlign = 'left';
  context.textBaseline = 'middle';
  const x = plotWidth + 1 + PRICE_LABEL_PADDING;
  for (const label of picture.priceLabels) context.fillText(label.text, x, label.at);
}

/** The axis' pane and top border across the chart, and its labels, each left out whole where an edge would cut it. */
function paintTimeAxis(context: PictureContext, picture: ChartPicture, theme: ChartTheme): void {
  const { width, height, plotWidth, plotHeight } = picture.frame;
  context.fillStyle = cssColour(theme.background);
  context.fillRect(0, plotHeight, plotWidth, height - plotHeight);
  context.fillStyle = cssColour(theme.axisLine);
  context.fillRect(0, plotHeight, width, 1);
  context.fillStyle = cssColour(theme.text);
  context.textAlign = 'center';
  context.textBaseline = 'top';
  for (const label of picture.timeLabels) {
    if (timeLabelShown(label.at, context.measureText(label.text).width, plotWidth)) {
      context.fillText(label.text, label.at, plotHeight + TIME_LABEL_TOP);
    }
  }
}

function paintLastPriceBox(context: PictureContext, picture: ChartPicture): void {
  const label = picture.lastPrice.label;
  if (!label) return;
  const { box } = label;
  context.fillStyle = cssColour(box.colour);
  context.fillRect(box.x, box.y, box.width, box.height);
  context.font = label.font;
  context.fillStyle = cssColour(label.textColour);
  context.textAlign = 'left';
  context.textBaseline = 'middle';
  context.fillText(label.text, box.x + PRICE_LABEL_PADDING, box.y + box.height / 2);
}
