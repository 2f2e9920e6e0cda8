import { page } from 'vitest/browser';

/** What the screen shows of an element: a browser screenshot (the compositor's output), decoded to RGBA. */
export interface ScreenPixels {
  data: Uint8ClampedArray;
  width: number;
  /** image px per CSS px */
  scale: number;
}

/** A screenshot of `element` as the compositor shows it (what is drawn over it included), for browser tests. */
export async function screenPixels(element: HTMLElement): Promise<ScreenPixels> {
  const base64 = await page.screenshot({ element, save: false });
  const image = new Image();
  image.src = `data:image/png;base64,${base64}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D context to decode the screenshot');
  context.drawImage(image, 0, 0);
  const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
  return { data, width: canvas.width, scale: canvas.width / element.clientWidth };
}

/** The colour on screen at (x, y) CSS px of the element, as 0xRRGGBB. */
export function colourAt(screen: ScreenPixels, x: number, y: number): number {
  const offset = (Math.round(y * screen.scale) * screen.width + Math.round(x * screen.scale)) * 4;
  return ((screen.data[offset] ?? 0) << 16) | ((screen.data[offset + 1] ?? 0) << 8) | (screen.data[offset + 2] ?? 0);
}
