import { afterEach, describe, expect, it } from 'vitest';
import { ChartGestures, type GestureTarget } from './gestures.ts';
import type { Point } from './viewport.ts';

interface Recorded {
  pans: number[];
  zooms: { factor: number; focalX: number }[];
  pinches: number;
  crosshairs: (Point | null)[];
}

const elements: HTMLElement[] = [];
const gestures: ChartGestures[] = [];

function setUp(): { element: HTMLElement; recorded: Recorded } {
  const element = document.createElement('div');
  element.style.cssText = 'position:fixed;left:0;top:0;width:390px;height:300px;touch-action:none';
  document.body.append(element);
  elements.push(element);
  const recorded: Recorded = { pans: [], zooms: [], pinches: 0, crosshairs: [] };
  let crosshair: Point | null = null;
  const target: GestureTarget = {
    pan: (dx) => {
      recorded.pans.push(dx);
      return true;
    },
    zoom: (factor, focalX) => recorded.zooms.push({ factor, focalX }),
    pinch: () => {
      recorded.pinches += 1;
    },
    crosshair: (point) => {
      crosshair = point;
      recorded.crosshairs.push(point);
    },
    hasCrosshair: () => crosshair !== null,
    plotWidth: () => 330,
  };
  gestures.push(new ChartGestures(element, target));
  return { element, recorded };
}

function pointer(element: HTMLElement, type: string, x: number, init: PointerEventInit = {}): void {
  element.dispatchEvent(
    new PointerEvent(type, { clientX: x, clientY: 100, pointerId: 1, pointerType: 'mouse', bubbles: true, ...init }),
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('ChartGestures', () => {
  afterEach(() => {
    for (const gesture of gestures.splice(0)) gesture.dispose();
    for (const element of elements.splice(0)) element.remove();
  });

  it('pans by what a mouse drag moved, hides the crosshair while dragging, and keeps gliding after a fling', async () => {
    const { element, recorded } = setUp();
    pointer(element, 'pointermove', 100);
    expect(recorded.crosshairs.at(-1)).toEqual({ x: 100, y: 100 });
    pointer(element, 'pointerdown', 100, { button: 0 });
    for (let step = 1; step <= 5; step += 1) {
      await wait(16);
      pointer(element, 'pointermove', 100 + step * 20);
    }
    expect(recorded.pans).toEqual([20, 20, 20, 20, 20]);
    expect(recorded.crosshairs.at(-1)).toBeNull();
    pointer(element, 'pointerup', 200);
    const released = recorded.pans.length;
    await wait(100);
    // inertia: more pans in the drag's direction after the release
    expect(recorded.pans.length).toBeGreaterThan(released);
    expect(recorded.pans.slice(released).every((dx) => dx > 0)).toBe(true);
  });

  it('zooms in around the pointer on a wheel up, out on a wheel down, and pans on a sideways wheel', () => {
    const { element, recorded } = setUp();
    const wheel = (deltaX: number, deltaY: number, x: number) =>
      element.dispatchEvent(new WheelEvent('wheel', { deltaX, deltaY, clientX: x, clientY: 100, cancelable: true }));
    wheel(0, -100, 120);
    wheel(0, 100, 500);
    expect(recorded.zooms[0]?.factor).toBeGreaterThan(1);
    expect(recorded.zooms[0]?.focalX).toBe(120);
    expect(recorded.zooms[1]?.factor).toBeLessThan(1);
    // a focal point over the price axis is clamped to the plot's edge
    expect(recorded.zooms[1]?.focalX).toBe(330);
    wheel(40, 0, 120);
    expect(recorded.pans).toEqual([-40]);
  });

  it('shows the crosshair on a touch long-press (not on a quick swipe) and hides it on release', async () => {
    const { element, recorded } = setUp();
    const touch = { pointerType: 'touch', pointerId: 7 } as const;
    pointer(element, 'pointerdown', 60, touch);
    pointer(element, 'pointermove', 120, touch);
    await wait(450);
    expect(recorded.crosshairs).toEqual([]);
    pointer(element, 'pointerup', 120, touch);
    pointer(element, 'pointerdown', 80, touch);
    await wait(450);
    expect(recorded.crosshairs.at(-1)).toEqual({ x: 80, y: 100 });
    // after a long-press, moving the finger moves the crosshair instead of panning
    const pans = recorded.pans.length;
    pointer(element, 'pointermove', 90, touch);
    expect(recorded.crosshairs.at(-1)).toEqual({ x: 90, y: 100 });
    expect(recorded.pans.length).toBe(pans);
    pointer(element, 'pointerup', 90, touch);
    expect(recorded.crosshairs.at(-1)).toBeNull();
  });

  it('pans with a new touch after a long-pressing finger whose release never reached the chart', async () => {
    const { element, recorded } = setUp();
    pointer(element, 'pointerdown', 60, { pointerType: 'touch', pointerId: 3, isPrimary: true });
    await wait(450);
    expect(recorded.crosshairs.at(-1)).toEqual({ x: 60, y: 100 });
    // that finger's pointerup happened elsewhere and never arrived; the next touch is primary again
    const touch = { pointerType: 'touch', pointerId: 4, isPrimary: true } as const;
    pointer(element, 'pointerdown', 100, touch);
    expect(recorded.crosshairs.at(-1)).toBeNull();
    pointer(element, 'pointermove', 140, touch);
    expect(recorded.pinches).toBe(0);
    expect(recorded.pans).toEqual([40]);
    // a second finger while the first is down still pinches
    pointer(element, 'pointerdown', 200, { pointerType: 'touch', pointerId: 5, isPrimary: false });
    pointer(element, 'pointermove', 220, { pointerType: 'touch', pointerId: 5, isPrimary: false });
    expect(recorded.pinches).toBe(1);
  });
});
