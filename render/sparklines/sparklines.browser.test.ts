import { afterEach, describe, expect, it } from 'vitest';
import { colourAt, type ScreenPixels, screenPixels } from '../testing/screenPixels.ts';
import { DARK_THEME } from '../theme.ts';
import { chooseSparklines, createSparklines } from './createSparklines.ts';
import { sparklinePoints } from './geometry.ts';
import { LIVE_REDRAW_MS, type SparklineImplementation, type SparklineSurface } from './surface.ts';

const ROW = 64;
let host: HTMLElement | null = null;
let renderer: SparklineSurface | null = null;

function hex(colour: number): string {
  return `#${colour.toString(16).padStart(6, '0')}`;
}

function makeHost(rows: number): HTMLElement[] {
  host = document.createElement('div');
  host.style.cssText = 'position:relative;width:390px;height:640px;overflow:hidden';
  // the list's background, under the transparent mini-chart canvas: what a screenshot shows where nothing is drawn
  host.style.background = hex(DARK_THEME.background);
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

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * What the screen shows of the list once the next frame is out: a screenshot of the host, the
 * mini-chart canvas laid over it (a drawing made by flush() reaches the screen with the next frame).
 */
async function onScreen(): Promise<ScreenPixels> {
  if (!host) throw new Error('no host');
  await nextFrame();
  return screenPixels(host);
}

/** A screenshot can take over a second on a busy machine: the 1 s default would fail a right drawing. */
const SCREEN_POLL = { timeout: 5000 };

const LINE_COLOURS = [DARK_THEME.up, DARK_THEME.down, DARK_THEME.flat];

/** The top of the mini chart of `row` in the host (its box is at x 200, 60 x 24 px). */
const rowTop = (row: number) => row * ROW + 20;

/** Where point `index` of a mini chart's `points` is in the host, its box's top at `top`. */
function pointAt(points: Float32Array, index: number, top: number): { x: number; y: number } {
  return { x: 200 + (points[index * 2] ?? 0), y: top + (points[index * 2 + 1] ?? 0) };
}

const channels = (colour: number) => [(colour >> 16) & 0xff, (colour >> 8) & 0xff, colour & 0xff];

/**
 * How much of `colour` a screen pixel shows over the background (1: the colour itself, 0.16: the
 * area under a line, 0: the background), or -1 when the pixel is not on the way from the background
 * to that colour (another colour shows there). The 2D canvas antialiases the 1.25 px line: a pixel it
 * crosses is the colour only in part, so an exact colour match would depend on where the line falls.
 */
function shareOf(shown: number, colour: number): number {
  const background = channels(DARK_THEME.background);
  const towards = channels(colour).map((value, index) => value - (background[index] ?? 0));
  const seen = channels(shown).map((value, index) => value - (background[index] ?? 0));
  const length = towards.reduce((sum, value) => sum + value * value, 0);
  const share = towards.reduce((sum, value, index) => sum + value * (seen[index] ?? 0), 0) / length;
  const off = Math.hypot(...seen.map((value, index) => value - share * (towards[index] ?? 0)));
  return off <= 12 ? share : -1;
}

/**
 * The line colour (up, down or flat) the screen shows within 1 px of `at`, or 'none': a pixel there
 * must show at least half of it (the line itself; the area under a line shows 0.16).
 */
function lineColourNear(screen: ScreenPixels, at: { x: number; y: number }): string {
  let best = { colour: 'none', share: 0.5 };
  for (let dy = -1; dy <= 1; dy += 1) {
    for (let dx = -1; dx <= 1; dx += 1) {
      const shown = colourAt(screen, at.x + dx, at.y + dy);
      for (const colour of LINE_COLOURS) {
        const share = shareOf(shown, colour);
        if (share >= best.share) best = { colour: hex(colour), share };
      }
    }
  }
  return best.colour;
}

/** How many pixels of a mini chart's box (its top at `top`) show anything but the background. */
function paintedIn(screen: ScreenPixels, top: number): number {
  let painted = 0;
  for (let y = top; y < top + 24; y += 1)
    for (let x = 200; x < 260; x += 1) if (colourAt(screen, x, y) !== DARK_THEME.background) painted += 1;
  return painted;
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
    const rising = sparklinePoints(closes(true), 60, 24);
    const falling = sparklinePoints(closes(false), 60, 24);
    // on screen, at the middle vertex of every row: the rising rows' line in the up colour, the falling
    // ones' in the down colour
    await expect
      .poll(async () => {
        const screen = await onScreen();
        return slots.map((_, row) =>
          lineColourNear(screen, pointAt(row % 2 === 0 ? rising : falling, 24, rowTop(row))),
        );
      }, SCREEN_POLL)
      .toEqual(slots.map((_, row) => hex(row % 2 === 0 ? DARK_THEME.up : DARK_THEME.down)));
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
    // on screen: S3's last point dropped to the bottom of its box (0.5, its new low) while S4's stays at
    // the top; the detached S0 leaves its box empty, S1 below it is still drawn
    const updated = sparklinePoints([...closes(true).slice(0, -1), 0.5], 60, 24);
    const unchanged = sparklinePoints(closes(true), 60, 24);
    await expect
      .poll(async () => {
        const screen = await onScreen();
        return {
          updatedLast: lineColourNear(screen, pointAt(updated, 47, rowTop(3))),
          unchangedLast: lineColourNear(screen, pointAt(unchanged, 47, rowTop(4))),
          detached: paintedIn(screen, rowTop(0)),
          kept: paintedIn(screen, rowTop(1)) > 0,
        };
      }, SCREEN_POLL)
      .toEqual({ updatedLast: hex(DARK_THEME.flat), unchangedLast: hex(DARK_THEME.flat), detached: 0, kept: true });
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
    await nextFrame();
    await nextFrame();
    expect(renderer.stats.builds).toBe(builds);
    // on screen: the line where the slot now is, nothing left where it was
    const points = sparklinePoints(closes(true), 60, 24);
    await expect
      .poll(async () => {
        const screen = await onScreen();
        return { moved: lineColourNear(screen, pointAt(points, 24, 300)), left: paintedIn(screen, rowTop(0)) };
      }, SCREEN_POLL)
      .toEqual({ moved: hex(DARK_THEME.up), left: 0 });
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
    // a burst of ticks over several frames, as the feed hands them over (up to 10 a second): new highs,
    // then a last tick that drops to a new low; S0's direction flips with every tick, ending down
    for (let tick = 0; tick < 8; tick += 1) {
      for (let row = 0; row < 10; row += 1) renderer.updateLast(`S${row}`, tick < 7 ? 1.5 + tick * 0.05 : 0.5);
      renderer.setDirection('S0', tick % 2 === 0 ? 'up' : 'down');
      await nextFrame();
    }
    expect(renderer.stats.frames).toBe(frames);
    await expect.poll(() => renderer?.stats.frames, { timeout: LIVE_REDRAW_MS * 3 }).toBe(frames + 1);
    // the one redraw shows the last tick on screen: every row's last point at the bottom of its box (an
    // earlier tick or the first drawing has it at the top), S0 in its latest direction's colour
    const latest = sparklinePoints([...closes(true).slice(0, -1), 0.5], 60, 24);
    await expect
      .poll(async () => {
        const screen = await onScreen();
        return slots.map((_, row) => lineColourNear(screen, pointAt(latest, 47, rowTop(row))));
      }, SCREEN_POLL)
      .toEqual(slots.map((_, row) => hex(row === 0 ? DARK_THEME.down : DARK_THEME.up)));
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
    await expect
      .poll(async () => lineColourNear(await onScreen(), pointAt(points, 24, rowTop(0))), SCREEN_POLL)
      .toBe(hex(DARK_THEME.up));
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
