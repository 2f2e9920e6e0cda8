/** Price axis maths: auto-scaled range with margins, nice steps, value <-> y. */

export interface PriceRange {
  min: number;
  max: number;
}

/**
 * The step for about `targetTicks` labels over `span`: 1, 2 or 5 times a power of ten, never finer
 * than the symbol's price step (10^-precision).
 */
export function niceStep(span: number, targetTicks: number, precision: number): number {
  const minStep = Number(`1e-${precision}`);
  if (!(span > 0) || targetTicks < 1) return minStep;
  const raw = span / targetTicks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return Math.max(minStep, Number((nice * power).toPrecision(12)));
}

/** Multiples of step inside [min, max], computed from integers so 0.1 + 0.2 noise never shows. */
export function ticks(range: PriceRange, step: number): number[] {
  const out: number[] = [];
  if (!(step > 0) || !(range.max >= range.min)) return out;
  const first = Math.ceil(range.min / step - 1e-9);
  const last = Math.floor(range.max / step + 1e-9);
  const decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
  for (let multiple = first; multiple <= last && out.length < 200; multiple += 1) {
    out.push(Number((multiple * step).toFixed(Math.min(20, decimals + 1))));
  }
  return out;
}

/**
 * The shown range for the visible bars' low/high: margins above and below (fractions of the plot),
 * never thinner than a few price steps so a flat market does not blow up noise.
 */
export function autoScale(
  visible: PriceRange,
  precision: number,
  margins: { top: number; bottom: number } = { top: 0.1, bottom: 0.1 },
): PriceRange {
  let { min, max } = visible;
  const minSpan = 10 * 10 ** -precision;
  if (max - min < minSpan) {
    const mid = (max + min) / 2;
    min = mid - minSpan / 2;
    max = mid + minSpan / 2;
  }
  const inner = 1 - margins.top - margins.bottom;
  const span = (max - min) / inner;
  return { min: min - span * margins.bottom, max: max + span * margins.top };
}

export function yOfPrice(range: PriceRange, top: number, height: number, price: number): number {
  return top + ((range.max - price) / (range.max - range.min)) * height;
}

export function priceOfY(range: PriceRange, top: number, height: number, y: number): number {
  return range.max - ((y - top) / height) * (range.max - range.min);
}

/** Same range within a tolerance (skip work when autoscale moved less than a pixel's worth). */
export function sameRange(a: PriceRange | null, b: PriceRange, tolerance: number): boolean {
  return a !== null && Math.abs(a.min - b.min) <= tolerance && Math.abs(a.max - b.max) <= tolerance;
}

/** Growth factor of the volume scale when the live bar outgrows the bars before it. */
const VOLUME_SCALE_STEP = 1.25;

/**
 * Full height of the volume pane, in volume units: the largest visible settled bar's volume, grown in
 * steps of 25 % while the live bar is larger. A live bar gaining volume tick by tick then changes the
 * scale (and so redraws every bar) a handful of times, not on every tick.
 */
export function volumeScaleMax(settledMax: number, liveVolume: number): number {
  const floor = Math.max(1, settledMax);
  if (liveVolume <= floor) return floor;
  const steps = Math.ceil(Math.log(liveVolume / floor) / Math.log(VOLUME_SCALE_STEP) - 1e-9);
  return floor * VOLUME_SCALE_STEP ** steps;
}
