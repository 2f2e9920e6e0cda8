/** Latencies counted in 0.1 ms bins: small to send between processes, mergeable, exact quantiles to 0.1 ms. */
export type HistogramBins = [tenthsOfMs: number, count: number][];

export class LatencyHistogram {
  private readonly counts = new Map<number, number>();
  private total = 0;

  static from(bins: HistogramBins): LatencyHistogram {
    const histogram = new LatencyHistogram();
    histogram.merge(bins);
    return histogram;
  }

  add(ms: number): void {
    this.addTenths(Math.max(0, Math.round(ms * 10)), 1);
  }

  merge(bins: HistogramBins): void {
    for (const [tenths, count] of bins) this.addTenths(tenths, count);
  }

  get size(): number {
    return this.total;
  }

  /** The q-quantile (0..1), nearest-rank, in ms; NaN when empty. */
  quantile(q: number): number {
    if (this.total === 0) return Number.NaN;
    const rank = Math.min(this.total, Math.max(1, Math.ceil(q * this.total)));
    let seen = 0;
    for (const tenths of [...this.counts.keys()].sort((a, b) => a - b)) {
      seen += this.counts.get(tenths) ?? 0;
      if (seen >= rank) return tenths / 10;
    }
    return Number.NaN;
  }

  bins(): HistogramBins {
    return [...this.counts];
  }

  clear(): void {
    this.counts.clear();
    this.total = 0;
  }

  private addTenths(tenths: number, count: number): void {
    this.counts.set(tenths, (this.counts.get(tenths) ?? 0) + count);
    this.total += count;
  }
}
