import { cssColour } from '../../theme.ts';
import type { ColouredRect } from '../liveLayer.ts';

/** A canvas layer as placed on the page (chart px), optionally clipped to a rectangle. */
export interface ImageLayer {
  source: CanvasImageSource;
  x: number;
  y: number;
  width: number;
  height: number;
  clip?: { x: number; y: number; width: number; height: number };
}

export type ComposedPart = ImageLayer | ColouredRect;

const isImage = (part: ComposedPart): part is ImageLayer => 'source' in part;

/**
 * The chart's layers flattened in stacking order into RGBA pixels at CSS-pixel resolution (top row
 * first), without smoothing: what the user sees, for tests that read pixels back. Text is not included.
 */
export function composeLayers(
  width: number,
  height: number,
  background: number,
  parts: readonly ComposedPart[],
): Uint8ClampedArray {
  if (width === 0 || height === 0) return new Uint8ClampedArray(0);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return new Uint8ClampedArray(width * height * 4);
  context.imageSmoothingEnabled = false;
  context.fillStyle = cssColour(background);
  context.fillRect(0, 0, width, height);
  for (const part of parts) {
    if (!isImage(part)) {
      context.fillStyle = cssColour(part.colour);
      context.fillRect(part.x, part.y, part.width, part.height);
      continue;
    }
    context.save();
    if (part.clip) {
      context.beginPath();
      context.rect(part.clip.x, part.clip.y, part.clip.width, part.clip.height);
      context.clip();
    }
    context.drawImage(part.source, part.x, part.y, part.width, part.height);
    context.restore();
  }
  return context.getImageData(0, 0, width, height).data;
}
