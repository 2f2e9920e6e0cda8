import { sql } from 'drizzle-orm';
import { SPARKLINE_POINTS, type SparklineSeries } from '../../protocol/schemas/kline.ts';
import type { Db } from '../db/database.ts';
import { queryRows, toNumber } from '../db/rows.ts';
import type { QuoteBook } from './quoteBook.ts';

const BUCKET_MS = 30 * 60_000;
/** Far enough back to find 48 half-hours of trading across a weekend. */
const LOOKBACK_MS = 4 * 86_400_000;
const REFRESH_MS = 60_000;

interface Point {
  bucket: number;
  close: number;
}

interface BucketRow {
  symbol_id: number;
  bucket: unknown;
  close: string;
}

/**
 * The market list's mini-chart series for every symbol in one reply: the last 48 half-hour closes from the
 * database (one grouped query, refreshed at most once a minute), with the live bid as the last point.
 */
export class SparklineCache {
  private series = new Map<number, Point[]>();
  private loadedAt = 0;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly quotes: QuoteBook,
    private readonly now: () => number,
  ) {}

  async all(symbols: readonly { id: number; code: string }[]): Promise<SparklineSeries[]> {
    if (this.now() - this.loadedAt > REFRESH_MS) await this.refresh();
    return symbols.map((symbol) => {
      const points = [...(this.series.get(symbol.id) ?? [])];
      const live = this.quotes.snapshot(symbol.id);
      if (live) {
        const bucket = Math.floor(live.time / BUCKET_MS) * BUCKET_MS;
        const last = points.at(-1);
        if (last && last.bucket === bucket) points[points.length - 1] = { bucket, close: live.bid };
        else if (!last || bucket > last.bucket) points.push({ bucket, close: live.bid });
      }
      return { Code: symbol.code, Closes: points.slice(-SPARKLINE_POINTS).map((point) => point.close) };
    });
  }

  private async refresh(): Promise<void> {
    if (!this.loading) {
      this.loading = this.load().finally(() => {
        this.loading = undefined;
      });
    }
    await this.loading;
  }

  private async load(): Promise<void> {
    const now = this.now();
    const rows = await queryRows<BucketRow>(
      this.db,
      sql`SELECT symbol_id, (time / ${BUCKET_MS}) * ${BUCKET_MS} AS bucket,
            (array_agg(close ORDER BY time DESC))[1] AS close
          FROM candles_1m WHERE time >= ${now - LOOKBACK_MS}
          GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    const series = new Map<number, Point[]>();
    for (const row of rows) {
      const list = series.get(row.symbol_id) ?? [];
      list.push({ bucket: toNumber(row.bucket), close: Number(row.close) });
      series.set(row.symbol_id, list);
    }
    for (const [id, list] of series) series.set(id, list.slice(-SPARKLINE_POINTS));
    this.series = series;
    this.loadedAt = now;
  }
}
