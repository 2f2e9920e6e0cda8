/**
 * Writes the app's PNG icons from public/icon.svg (run once after the icon changes, then commit them):
 * 192 and 512 for the manifest, a 512 maskable one (the mark inside the central 80 % safe zone on the
 * theme colour, so a round or squircle mask never cuts it), and the 180 apple-touch-icon (opaque:
 * iOS fills transparency with black).
 * Run from the repo root: ./node_modules/.bin/tsx scripts/generate-icons.ts
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ICON_BACKGROUND, ICON_FILES } from './pwaManifest.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PUBLIC = path.join(ROOT, 'public');
const svg = readFileSync(path.join(PUBLIC, 'icon.svg'));

/** The SVG rasterised at `size` px square (density scaled so the vector is drawn sharp, not upscaled). */
function raster(size: number) {
  return sharp(svg, { density: Math.ceil((72 * size) / 64) }).resize(size, size);
}

/** The mark drawn at `scale` of `size`, centred on an opaque square of the theme colour. */
async function onBackground(size: number, scale: number): Promise<Buffer> {
  const inner = Math.round(size * scale);
  const mark = await raster(inner).png().toBuffer();
  const offset = Math.round((size - inner) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background: ICON_BACKGROUND } })
    .composite([{ input: mark, left: offset, top: offset }])
    .png()
    .toBuffer();
}

async function main(): Promise<void> {
  mkdirSync(path.join(PUBLIC, 'icons'), { recursive: true });
  const out = (file: string) => path.join(PUBLIC, file);
  await raster(192).png().toFile(out(ICON_FILES.any192));
  await raster(512).png().toFile(out(ICON_FILES.any512));
  // maskable: the safe zone is a circle of 80 % of the width; the wave at 72 % stays well inside it
  await sharp(await onBackground(512, 0.72)).toFile(out(ICON_FILES.maskable512));
  await sharp(await onBackground(180, 0.86)).toFile(out(ICON_FILES.appleTouch180));
  console.log('icons written to public/icons');
}

await main();
