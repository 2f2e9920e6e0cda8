/** Pure geometry of one mini area chart. */

export type SparkDirection = 'up' | 'down' | 'flat';

/**
 * Points (x0, y0, x1, y1, ...) of a close series scaled into a width x height box with `pad` px kept
 * free above and below; a flat series is drawn through the middle. Empty for fewer than two closes.
 */
export function sparklinePoints(closes: ArrayLike<number>, width: number, height: number, pad = 2): Float32Array {
  const count = closes.length;
  if (count < 2 || width <= 0 || height <= 0) return new Float32Array(0);
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let index = 0; index < count; index += 1) {
    const value = closes[index] ?? 0;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const span = max - min;
  const inner = Math.max(1, height - pad * 2);
  const points = new Float32Array(count * 2);
  for (let index = 0; index < count; index += 1) {
    const value = closes[index] ?? 0;
    points[index * 2] = (index / (count - 1)) * width;
    points[index * 2 + 1] = span > 0 ? pad + ((max - value) / span) * inner : height / 2;
  }
  return points;
}

/** Direction of a series by its first and last close (when no quote change is known). */
export function seriesDirection(closes: ArrayLike<number>): SparkDirection {
  const first = closes[0];
  const last = closes[closes.length - 1];
  if (first === undefined || last === undefined || first === last) return 'flat';
  return last > first ? 'up' : 'down';
}
