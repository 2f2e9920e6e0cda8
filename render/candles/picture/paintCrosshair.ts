import { type ChartTheme, cssColour } from '../../theme.ts';
import type { ChartFrame } from '../chartLayers.ts';
import type { CrosshairScene } from '../scenes.ts';
import type { PictureContext } from './paintPicture.ts';

const DASH = [4, 4];
const LABEL_BACKGROUND = 0x2b3447;
const LABEL_TEXT = 0xe8ecf4;
const LABEL_PADDING = 6;
const PRICE_BOX_HEIGHT = 16;
/** the readout's lines, its padding, the gap between its fields and its place in the plot, CSS px */
const READOUT = { lineHeight: 16, padding: 4, gap: 10, left: 4, top: 3 };

/** A readout field placed: its name and value, left to right, at a line's vertical middle (CSS px). */
export interface PlacedField {
  x: number;
  y: number;
  name: string;
  value: string;
  /** where the value starts */
  valueX: number;
}

/**
 * The OHLC readout's fields laid out in lines inside the plot, as a flex row that wraps: each field whole
 * on one line, the next field on a new line when it would pass `maxWidth`. Pure (`measure` gives a
 * text's width), and returns the box behind them.
 */
export function readoutLayout(
  readout: readonly (readonly [string, string])[],
  measure: (text: string) => number,
  maxWidth: number,
): { fields: PlacedField[]; box: { x: number; y: number; width: number; height: number } } {
  const { lineHeight, padding, gap, left, top } = READOUT;
  const start = left + padding;
  const right = left + maxWidth - padding;
  const fields: PlacedField[] = [];
  let x = start;
  let line = 0;
  let widest = 0;
  for (const [name, value] of readout) {
    const nameText = `${name} `;
    const width = measure(nameText) + measure(value);
    if (x > start && x + width > right) {
      line += 1;
      x = start;
    }
    const y = top + line * lineHeight + lineHeight / 2;
    fields.push({ x, y, name: nameText, value, valueX: x + measure(nameText) });
    widest = Math.max(widest, x + width);
    x += width + gap;
  }
  const height = fields.length > 0 ? (line + 1) * lineHeight : 0;
  return { fields, box: { x: left, y: top, width: widest + padding - left, height } };
}

/**
 * The crosshair over the picture: two dashed lines (a column at the bar, a row at the pointer), the price
 * at the row on the price axis, the bar's time on the time axis, and the OHLC readout at the plot's top left.
 */
export function paintCrosshair(
  context: PictureContext,
  scene: CrosshairScene,
  frame: ChartFrame,
  theme: ChartTheme,
): void {
  const { plotWidth, plotHeight, width, height } = frame;
  context.strokeStyle = cssColour(theme.crosshair, 0.8);
  context.lineWidth = 1;
  context.setLineDash(DASH);
  context.beginPath();
  context.moveTo(scene.x + 0.5, 0);
  context.lineTo(scene.x + 0.5, plotHeight);
  context.moveTo(0, scene.y + 0.5);
  context.lineTo(plotWidth, scene.y + 0.5);
  context.stroke();
  context.setLineDash([]);
  context.textAlign = 'left';
  context.textBaseline = 'middle';
  // the price at the pointer, on the axis
  const priceTop = scene.y - PRICE_BOX_HEIGHT / 2;
  context.fillStyle = cssColour(LABEL_BACKGROUND);
  context.fillRect(plotWidth + 1, priceTop, width - plotWidth - 1, PRICE_BOX_HEIGHT);
  context.fillStyle = cssColour(LABEL_TEXT);
  context.fillText(scene.price, plotWidth + 1 + LABEL_PADDING, scene.y);
  // the bar's time, centred on the column and kept inside the plot's width
  const timeWidth = Math.ceil(context.measureText(scene.time).width + 2 * LABEL_PADDING);
  const timeLeft = Math.round(Math.min(plotWidth - timeWidth, Math.max(0, scene.x - timeWidth / 2)));
  const timeHeight = height - plotHeight - 1;
  context.fillStyle = cssColour(LABEL_BACKGROUND);
  context.fillRect(timeLeft, plotHeight + 1, timeWidth, timeHeight);
  context.fillStyle = cssColour(LABEL_TEXT);
  context.fillText(scene.time, timeLeft + LABEL_PADDING, plotHeight + 1 + timeHeight / 2);
  paintReadout(context, scene, plotWidth - 8, theme);
}

function paintReadout(context: PictureContext, scene: CrosshairScene, maxWidth: number, theme: ChartTheme): void {
  const { fields, box } = readoutLayout(scene.readout, (text) => context.measureText(text).width, maxWidth);
  if (fields.length === 0) return;
  context.fillStyle = cssColour(theme.background, 0.75);
  context.fillRect(box.x, box.y, box.width, box.height);
  for (const field of fields) {
    context.fillStyle = cssColour(theme.text);
    context.fillText(field.name, field.x, field.y);
    context.fillStyle = cssColour(scene.valueColour);
    context.fillText(field.value, field.valueX, field.y);
  }
}
