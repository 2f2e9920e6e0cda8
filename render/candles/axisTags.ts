/** Height of a price tag on the axis (the live price, an order line's price), CSS px. */
export const AXIS_TAG_HEIGHT = 16;

/**
 * Where the order lines' price tags go on the axis so that none covers another or the live price's tag:
 * `centres` are where each tag would sit (its line's y, plot px), `live` the live price tag's centre
 * (`null` when there is none). The live tag keeps its place, as it moves with every tick; a tag at or
 * above it is pushed up, one below it pushed down, each only as far as the tags nearer the live price
 * make it. Without a live tag, tags are pushed down from the topmost. Returns the centres in the order
 * given. Only the tags move: the lines stay at their prices.
 */
export function separateAxisTags(centres: readonly number[], live: number | null, height = AXIS_TAG_HEIGHT): number[] {
  const placed = [...centres];
  const order = centres.map((centre, index) => ({ centre, index }));
  if (live === null) {
    pushApart(order.sort(byCentre), placed, Number.NEGATIVE_INFINITY, height);
    return placed;
  }
  const above = order.filter(({ centre }) => centre <= live).sort((a, b) => byCentre(b, a));
  const below = order.filter(({ centre }) => centre > live).sort(byCentre);
  pushApart(above, placed, live, -height);
  pushApart(below, placed, live, height);
  return placed;
}

/**
 * Places `tags` in order, each at least `step` past the one before (the first at least `step` past
 * `from`): `step` > 0 pushes down, < 0 pushes up.
 */
function pushApart(
  tags: readonly { centre: number; index: number }[],
  placed: number[],
  from: number,
  step: number,
): void {
  let previous = from;
  for (const { centre, index } of tags) {
    const nearest = previous + step;
    const y = step > 0 ? Math.max(centre, nearest) : Math.min(centre, nearest);
    placed[index] = y;
    previous = y;
  }
}

function byCentre(a: { centre: number }, b: { centre: number }): number {
  return a.centre - b.centre;
}

/**
 * True when a price label `fontSize` high centred at `centre` fits inside a plot `plotHeight` high and no tag centred at
 * `tagCentres` covers any of it: a label peeking out under a tag reads as a wrong price.
 */
export function priceLabelShown(
  centre: number,
  plotHeight: number,
  tagCentres: readonly number[],
  fontSize: number,
): boolean {
  const half = fontSize / 2;
  if (centre - half < 0 || centre + half > plotHeight) return false;
  const reach = (AXIS_TAG_HEIGHT + fontSize) / 2;
  return !tagCentres.some((tag) => Math.abs(tag - centre) < reach);
}
