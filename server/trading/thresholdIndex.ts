/**
 * Orders waiting for a price to cross their threshold, kept sorted so a tick only looks at the front:
 * `fireAtOrBelow` entries fire when the price falls to or below their threshold (highest threshold first),
 * `fireAtOrAbove` entries when it rises to or above (lowest first). A tick costs O(1) plus the entries it
 * fires; adding or removing one is a binary search plus an array move.
 */
export type CrossingDirection = 'fireAtOrBelow' | 'fireAtOrAbove';

interface Entry {
  threshold: number;
  orderId: number;
}

export class ThresholdIndex {
  /** Sorted so the entry that fires first is last (cheap pops). */
  private readonly entries: Entry[] = [];

  constructor(readonly direction: CrossingDirection) {}

  get size(): number {
    return this.entries.length;
  }

  /** Position where the entry sorts: fire-first entries at the end of the array. */
  private position(threshold: number, orderId: number): number {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const entry = this.entries[middle];
      if (entry && this.before(entry, threshold, orderId)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Whether `entry` fires later than (threshold, orderId), i.e. sorts before it. */
  private before(entry: Entry, threshold: number, orderId: number): boolean {
    if (entry.threshold !== threshold) {
      // fireAtOrBelow: higher thresholds fire first -> ascending order puts them last.
      return this.direction === 'fireAtOrBelow' ? entry.threshold < threshold : entry.threshold > threshold;
    }
    // Equal thresholds: older orders (smaller id) fire first -> they go last.
    return entry.orderId > orderId;
  }

  add(threshold: number, orderId: number): void {
    this.entries.splice(this.position(threshold, orderId), 0, { threshold, orderId });
  }

  remove(threshold: number, orderId: number): boolean {
    const at = this.position(threshold, orderId);
    const entry = this.entries[at];
    if (!entry || entry.orderId !== orderId || entry.threshold !== threshold) return false;
    this.entries.splice(at, 1);
    return true;
  }

  /** Removes and returns the order ids whose threshold the price has reached, in firing order. */
  takeCrossed(price: number): number[] {
    const fired: number[] = [];
    for (;;) {
      const last = this.entries.at(-1);
      if (!last) break;
      const crossed = this.direction === 'fireAtOrBelow' ? price <= last.threshold : price >= last.threshold;
      if (!crossed) break;
      this.entries.pop();
      fired.push(last.orderId);
    }
    return fired;
  }
}
