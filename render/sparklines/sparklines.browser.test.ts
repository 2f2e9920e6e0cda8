import { afterEach, describe, expect, it } from 'vitest';
import { DARK_THEME } from '../theme.ts';
import { chooseSparklines, createSparklines } from './createSparklines.ts';
import { sparklinePoints } from './geometry.ts';
import { LIVE_REDRAW_MS, type SparklineImplementation, type SparklineSurface } from './surface.ts';

const ROW = 64;
let host: HTMLElement | null = null;
let renderer: SparklineSurface | null = null;

function makeHost(rows: number): HTMLElement[] {
  host = document.createElement('div');
  host.style.cssText = 'position:relative;width:390px;height:640px;overflow:hidden';
  document.body.append(host);
  const slots: HTMLElement[] = [];
  for (let row = 0; row < rows; row += 1) {
    const slot = document.createElement('span');
    slot.style.cssText = `position:absolute;left:200px;top:${row * ROW + 20}px;width:60px;height:24px`;
    host.append(slot);
    slots.push(slot);
  }
  return slots;
}

const closes = (rising: boolean) => Array.from({ length: 48 }, (_, index) => 1 + (rising ? index : 48 - index) * 0.01);

function colourAt(image: { pixels: Uint8ClampedArray; width: number; left: number }, x: number, y: number): number[] {
  const offset = (Math.round(y) * image.width + Math.round(x - image.left)) * 4;
  return [...image.pixels.subarray(offset, offset + 3)];
}

/** Any pixel of the colour within 1 px of (x, y). */
function hasColourNear(
  image: { pixels: Uint8ClampedArray; width: number; left: number },
  x: number,
  y: number,
  colour: number,
) {
  const want = [(colour >> 16) & 0xff, (colour >> 8) & 0xff, colour & 0xff];
  for (let dy = -1; dy <= 1; dy += 1) {
    for (let dx = -1; dx <= 1; dx += 1) {
      if (colourAt(image, x + dx, y + dy).every((value, index) => value === want[index])) return true;
    }
  }
  return false;
}

const IMPLEMENTATIONS: SparklineImplementation[] = ['canvas2d', 'pixi'];

describe.each(IMPLEMENTATIONS)('mini charts drawn by %s (one canvas for the whole list)', (implementation) => {
  const create = async (target: HTMLElement) => {
    const surface = await createSparklines(target, { choice: implementation });
    expect(surface.kind).toBe(implementation);
    expect(surface.available).toBe(true);
    return surface;
  };

  afterEach(() => {
    renderer?.dispose();
    renderer = null;
    host?.remove();
    host = null;
  });

  it('draws every attached row on a single canvas, coloured by direction', async () => {
    const slots = makeHost(10);
    if (!host) throw new Error('no host');
    renderer = await create(host);
    slots.forEach((slot, row) => {
      renderer?.setSeries(`S${row}`, closes(row % 2 === 0));
      renderer?.setDirection(`S${row}`, row % 2 === 0 ? 'up' : 'down');
      renderer?.attach(`S${row}`, slot);
    });
    renderer.flush();
    expect(host.querySelectorAll('canvas')).toHaveLength(1);
    // the canvas covers only the mini-chart column, not the whole list
    expect(host.querySelector('canvas')?.getBoundingClientRect().width).toBeLessThanOrEqual(64);
    const image = renderer.readPixels();
    const rising = sparklinePoints(closes(true), 60, 24);
    const falling = sparklinePoints(closes(false), 60, 24);
    // the middle vertex of row 0 (up) and row 1 (down)
    expect(hasColourNear(image, 200 + (rising[48] ?? 0), 20 + (rising[49] ?? 0), DARK_THEME.up)).toBe(true);
    expect(hasColourNear(image, 200 + (falling[48] ?? 0), ROW + 20 + (falling[49] ?? 0), DARK_THEME.down)).toBe(true);
  });

  it('updates one series live without rebuilding the others, and frees rows that leave', async () => {
    const slots = makeHost(20);
    if (!host) throw new Error('no host');
    renderer = await create(host);
    slots.forEach((slot, row) => {
      renderer?.setSeries(`S${row}`, closes(true));
      renderer?.attach(`S${row}`, slot);
    });
    renderer.flush();
    const builds = renderer.stats.builds;
    renderer.updateLast('S3', 0.5);
    renderer.updateLast('S4', 1.47); // same value: nothing to do
    renderer.flush();
    expect(renderer.stats.builds).toBe(builds + 1);
    renderer.detach('S0');
    renderer.flush();
    expect(renderer.attachedCount).toBe(19);
    const image = renderer.readPixels();
    let painted = 0;
    for (let y = 20; y < 44; y += 1)
      for (let x = 200; x < 260; x += 1) if ((colourAt(image, x, y)[1] ?? 0) > 60) painted += 1;
    expect(painted).toBe(0);
  });

  it('follows a scroll: moving a slot moves its path without rebuilding it', async () => {
    const slots = makeHost(1);
    if (!host || !slots[0]) throw new Error('no host');
    renderer = await create(host);
    renderer.setSeries('A', closes(true));
    renderer.setDirection('A', 'up');
    renderer.attach('A', slots[0]);
    renderer.flush();
    const builds = renderer.stats.builds;
    slots[0].style.top = '300px';
    renderer.invalidate();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(renderer.stats.builds).toBe(builds);
    const points = sparklinePoints(closes(true), 60, 24);
    expect(hasColourNear(renderer.readPixels(), 200 + (points[48] ?? 0), 300 + (points[49] ?? 0), DARK_THEME.up)).toBe(
      true,
    );
  });

  it('redraws live prices at most once a second, showing the latest one', async () => {
    const slots = makeHost(10);
    if (!host) throw new Error('no host');
    renderer = await create(host);
    slots.forEach((slot, row) => {
      renderer?.setSeries(`S${row}`, closes(true));
      renderer?.setDirection(`S${row}`, 'up');
      renderer?.attach(`S${row}`, slot);
    });
    renderer.flush();
    const frames = renderer.stats.frames;
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // a burst of ticks over several frames, as the feed hands them over (up to 10 a second)
    for (let tick = 0; tick < 8; tick += 1) {
      for (let row = 0; row < 10; row += 1) renderer.updateLast(`S${row}`, 1.2 + tick * 0.05);
      renderer.setDirection('S0', tick % 2 === 0 ? 'down' : 'up');
      await nextFrame();
    }
    expect(renderer.stats.frames).toBe(frames);
    await expect.poll(() => renderer?.stats.frames, { timeout: LIVE_REDRAW_MS * 3 }).toBe(frames + 1);
    // the one redraw shows the last tick: row 1's last point at the top of its box (its new high)
    const points = sparklinePoints([...closes(true).slice(0, -1), 1.55], 60, 24);
    const image = renderer.readPixels();
    expect(hasColourNear(image, 200 + (points[94] ?? 0) - 1, ROW + 20 + (points[95] ?? 0), DARK_THEME.up)).toBe(true);
    // a scroll still redraws at the next frame
    renderer.invalidate();
    await nextFrame();
    await nextFrame();
    expect(renderer.stats.frames).toBe(frames + 2);
  });
});

describe('the seam chooses one implementation', () => {
  afterEach(() => {
    renderer?.dispose();
    renderer = null;
    host?.remove();
    host = null;
  });

  it('takes the 2D canvas where WebGL is software or missing, Pixi where it runs on a GPU', () => {
    expect(chooseSparklines('auto', () => false)).toBe('canvas2d');
    expect(chooseSparklines('auto', () => true)).toBe('pixi');
    expect(chooseSparklines('canvas2d', () => true)).toBe('canvas2d');
    expect(chooseSparklines('pixi', () => false)).toBe('pixi');
  });

  it('draws with the 2D canvas when the probe finds software WebGL, with Pixi (after idle) on a GPU', async () => {
    const slots = makeHost(1);
    if (!host || !slots[0]) throw new Error('no host');
    renderer = await createSparklines(host, { gpu: () => false });
    expect(renderer.kind).toBe('canvas2d');
    renderer.dispose();
    renderer = await createSparklines(host, { gpu: () => true });
    expect(renderer.kind).toBe('pixi');
    renderer.setSeries('A', closes(true));
    renderer.setDirection('A', 'up');
    renderer.attach('A', slots[0]);
    renderer.flush();
    const points = sparklinePoints(closes(true), 60, 24);
    expect(hasColourNear(renderer.readPixels(), 200 + (points[48] ?? 0), 20 + (points[49] ?? 0), DARK_THEME.up)).toBe(
      true,
    );
    expect(host.querySelectorAll('canvas')).toHaveLength(1);
  });

  it("uses this browser's own probe: headless Chromium's SwiftShader gets the 2D canvas", async () => {
    makeHost(0);
    if (!host) throw new Error('no host');
    const probe = document.createElement('canvas').getContext('webgl2');
    const info = probe?.getExtension('WEBGL_debug_renderer_info');
    const name = probe && info ? String(probe.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
    probe?.getExtension('WEBGL_lose_context')?.loseContext();
    renderer = await createSparklines(host);
    // this machine has no GPU; on one that has, the same call gives Pixi
    expect(renderer.kind).toBe(/swiftshader|llvmpipe/i.test(name) || !probe ? 'canvas2d' : 'pixi');
  });
});
