import { inertiaStep, type Point, releaseVelocity } from './viewport.ts';

const LONG_PRESS_MS = 400;
const TOUCH_SLOP_PX = 8;

/** What the gestures do to the chart. */
export interface GestureTarget {
  /** moves the view by dx CSS px; false when it could not move (an edge) */
  pan(dx: number): boolean;
  /** zooms by `factor` around the focal x (CSS px in the plot) */
  zoom(factor: number, focalX: number): void;
  /** two fingers moved from `before` to `after` */
  pinch(before: [Point, Point], after: [Point, Point]): void;
  /** shows the crosshair at a point, or hides it */
  crosshair(point: Point | null): void;
  hasCrosshair(): boolean;
  plotWidth(): number;
}

/**
 * The chart's pointer and wheel input on one element: drag to pan (with inertia after a fling), pinch
 * and wheel to zoom around the focal point, hover (mouse) or long-press (touch) for the crosshair.
 * The view maths are in viewport.ts; this only turns events into calls on the target.
 */
export class ChartGestures {
  private readonly pointers = new Map<number, Point>();
  private drag: { pointerId: number; lastX: number; samples: { x: number; t: number }[]; moved: number } | null = null;
  private longPressTimer = 0;
  private touchCrosshair = false;
  private inertia: { velocity: number; lastT: number } | null = null;
  private inertiaRaf = 0;
  private readonly cleanups: (() => void)[] = [];
  private disposed = false;

  constructor(
    private readonly element: HTMLElement,
    private readonly target: GestureTarget,
  ) {
    this.listen();
  }

  dispose(): void {
    this.disposed = true;
    this.stopInertia();
    window.clearTimeout(this.longPressTimer);
    for (const cleanup of this.cleanups) cleanup();
    this.cleanups.length = 0;
  }

  private listen(): void {
    const target = this.element;
    const on = <K extends keyof HTMLElementEventMap>(
      type: K,
      handler: (event: HTMLElementEventMap[K]) => void,
      options?: AddEventListenerOptions,
    ) => {
      target.addEventListener(type, handler, options);
      this.cleanups.push(() => target.removeEventListener(type, handler, options));
    };
    on('pointerdown', (event) => this.onPointerDown(event));
    on('pointermove', (event) => this.onPointerMove(event));
    on('pointerup', (event) => this.onPointerUp(event));
    on('pointercancel', (event) => this.onPointerUp(event));
    on('pointerleave', (event) => {
      if (event.pointerType === 'mouse' && !this.drag) this.target.crosshair(null);
    });
    on('wheel', (event) => this.onWheel(event), { passive: false });
    on('contextmenu', (event) => event.preventDefault());
  }

  private local(event: PointerEvent | WheelEvent): Point {
    const rect = this.element.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  }

  private onPointerDown(event: PointerEvent): void {
    try {
      // keeps the drag's moves coming when the pointer leaves the chart
      this.element.setPointerCapture?.(event.pointerId);
    } catch {
      // the pointer is already gone (released before this handler ran): the gesture works without capture
    }
    const point = this.local(event);
    // A primary pointer goes down only when no other pointer of its kind is down: any entry left is one
    // whose release never reached the chart (no capture), and must not turn this touch into a pinch.
    if (event.isPrimary && this.pointers.size > 0) {
      this.pointers.clear();
      this.touchCrosshair = false;
      this.target.crosshair(null);
    }
    this.pointers.set(event.pointerId, point);
    this.stopInertia();
    if (this.pointers.size === 2) {
      window.clearTimeout(this.longPressTimer);
      this.drag = null;
      this.touchCrosshair = false;
      this.target.crosshair(null);
      return;
    }
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    this.drag = { pointerId: event.pointerId, lastX: point.x, samples: [{ x: point.x, t: event.timeStamp }], moved: 0 };
    if (event.pointerType !== 'mouse') {
      window.clearTimeout(this.longPressTimer);
      this.longPressTimer = window.setTimeout(() => {
        if (!this.drag || this.drag.moved > TOUCH_SLOP_PX) return;
        this.touchCrosshair = true;
        this.drag = null;
        this.target.crosshair(this.pointers.get(event.pointerId) ?? point);
      }, LONG_PRESS_MS);
    }
  }

  private onPointerMove(event: PointerEvent): void {
    const point = this.local(event);
    const previous = this.pointers.get(event.pointerId);
    if (this.pointers.size === 2 && previous) {
      const [firstId, secondId] = [...this.pointers.keys()];
      const first = firstId === undefined ? undefined : this.pointers.get(firstId);
      const second = secondId === undefined ? undefined : this.pointers.get(secondId);
      if (first && second) {
        const before: [Point, Point] = [first, second];
        this.pointers.set(event.pointerId, point);
        const after: [Point, Point] = [
          this.pointers.get(firstId ?? -1) ?? first,
          this.pointers.get(secondId ?? -1) ?? second,
        ];
        this.target.pinch(before, after);
      }
      return;
    }
    if (previous) this.pointers.set(event.pointerId, point);
    if (this.touchCrosshair) {
      this.target.crosshair(point);
      return;
    }
    const drag = this.drag;
    if (drag && drag.pointerId === event.pointerId) {
      const dx = point.x - drag.lastX;
      drag.lastX = point.x;
      drag.moved += Math.abs(dx);
      drag.samples.push({ x: point.x, t: event.timeStamp });
      if (drag.samples.length > 12) drag.samples.shift();
      if (dx !== 0) {
        this.target.pan(dx);
        if (this.target.hasCrosshair()) this.target.crosshair(null);
      }
      return;
    }
    if (event.pointerType === 'mouse') this.target.crosshair(point);
  }

  private onPointerUp(event: PointerEvent): void {
    this.pointers.delete(event.pointerId);
    window.clearTimeout(this.longPressTimer);
    if (this.touchCrosshair && this.pointers.size === 0) {
      this.touchCrosshair = false;
      this.target.crosshair(null);
    }
    const drag = this.drag;
    if (drag && drag.pointerId === event.pointerId) {
      this.drag = null;
      const velocity = releaseVelocity(drag.samples, event.timeStamp);
      if (event.type === 'pointerup' && Math.abs(velocity) > 0.1) this.startInertia(velocity);
    }
  }

  private onWheel(event: WheelEvent): void {
    event.preventDefault();
    this.stopInertia();
    const point = this.local(event);
    const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? this.element.clientHeight : 1;
    if (Math.abs(event.deltaX) > Math.abs(event.deltaY)) {
      this.target.pan(-event.deltaX * unit);
    } else {
      const focal = Math.min(this.target.plotWidth(), Math.max(0, point.x));
      this.target.zoom(Math.exp(-event.deltaY * unit * 0.0025), focal);
    }
  }

  private startInertia(velocity: number): void {
    this.inertia = { velocity, lastT: performance.now() };
    const step = (now: number) => {
      const inertia = this.inertia;
      if (!inertia || this.disposed) return;
      // a frame's timestamp can be earlier than the release's performance.now(): never step backwards
      const { dx, velocity: next } = inertiaStep(inertia.velocity, Math.max(0, Math.min(50, now - inertia.lastT)));
      inertia.velocity = next;
      inertia.lastT = now;
      const moved = dx === 0 || this.target.pan(dx);
      if (next === 0 || !moved) {
        this.inertia = null;
        this.inertiaRaf = 0;
        return;
      }
      this.inertiaRaf = requestAnimationFrame(step);
    };
    this.inertiaRaf = requestAnimationFrame(step);
  }

  stopInertia(): void {
    this.inertia = null;
    if (this.inertiaRaf) cancelAnimationFrame(this.inertiaRaf);
    this.inertiaRaf = 0;
  }
}
