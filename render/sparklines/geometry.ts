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

/**
 * Triangles of the area between the polyline and the bottom edge: vertex 2i is point i, vertex 2i+1
 * the bottom below it; two triangles per segment. Written into `out` when it has the right length.
 */
export function areaVertices(points: Float32Array, height: number, out?: Float32Array): Float32Array {
  const count = points.length / 2;
  const vertices = out && out.length === count * 4 ? out : new Float32Array(count * 4);
  for (let index = 0; index < count; index += 1) {
    const x = points[index * 2] ?? 0;
    vertices[index * 4] = x;
    vertices[index * 4 + 1] = points[index * 2 + 1] ?? 0;
    vertices[index * 4 + 2] = x;
    vertices[index * 4 + 3] = height;
  }
  return vertices;
}

export function areaIndices(count: number): Uint32Array {
  const indices = new Uint32Array(Math.max(0, count - 1) * 6);
  for (let segment = 0; segment < count - 1; segment += 1) {
    const top = segment * 2;
    indices.set([top, top + 1, top + 2, top + 1, top + 3, top + 2], segment * 6);
  }
  return indices;
}

/**
 * A polyline of `width` as one quad per segment (its ends pushed out by half the width so joints
 * overlap instead of leaving notches). Four vertices per segment.
 */
export function lineVertices(points: Float32Array, width: number, out?: Float32Array): Float32Array {
  const segments = Math.max(0, points.length / 2 - 1);
  const vertices = out && out.length === segments * 8 ? out : new Float32Array(segments * 8);
  const half = width / 2;
  for (let segment = 0; segment < segments; segment += 1) {
    const x0 = points[segment * 2] ?? 0;
    const y0 = points[segment * 2 + 1] ?? 0;
    const x1 = points[segment * 2 + 2] ?? 0;
    const y1 = points[segment * 2 + 3] ?? 0;
    const length = Math.hypot(x1 - x0, y1 - y0) || 1;
    const dx = ((x1 - x0) / length) * half;
    const dy = ((y1 - y0) / length) * half;
    // normal (-dy, dx); ends extended by (dx, dy)
    vertices.set(
      [x0 - dx - dy, y0 - dy + dx, x0 - dx + dy, y0 - dy - dx, x1 + dx - dy, y1 + dy + dx, x1 + dx + dy, y1 + dy - dx],
      segment * 8,
    );
  }
  return vertices;
}

export function lineIndices(segments: number): Uint32Array {
  const indices = new Uint32Array(Math.max(0, segments) * 6);
  for (let segment = 0; segment < segments; segment += 1) {
    const first = segment * 4;
    indices.set([first, first + 1, first + 2, first + 1, first + 3, first + 2], segment * 6);
  }
  return indices;
}
