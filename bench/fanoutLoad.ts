import type { openDatabase } from '../server/db/database.ts';
import { symbols } from '../server/db/schema.ts';
import type { ManualSource } from '../server/market/manualSource.ts';
import type { Tick } from '../server/market/quoteSource.ts';

export const SYMBOLS = 50;
export const TICKS_PER_SECOND_PER_SYMBOL = 20; // a news spike on every symbol at once: 1,000 ticks/s

/** Extra symbols so the bench ticks 50 of them (the catalogue ships 29); returns the ids of the first 50. */
export async function addBenchSymbols(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<number[]> {
  const existing = await db.select().from(symbols);
  const template = existing[0];
  if (!template) throw new Error('no symbols seeded');
  const extra = Array.from({ length: SYMBOLS - existing.length }, (_, index) => ({
    ...template,
    id: undefined,
    code: `BENCH${String(index + 1).padStart(2, '0')}`,
    showCode: `BENCH${index + 1}`,
    sort: 1000 + index,
  }));
  if (extra.length > 0) await db.insert(symbols).values(extra.map(({ id: _id, ...row }) => row));
  return (await db.select({ id: symbols.id }).from(symbols)).map((row) => row.id).slice(0, SYMBOLS);
}

/** Pushes SYMBOLS × TICKS_PER_SECOND_PER_SYMBOL ticks a second into `source` (every 10 ms) until stopped. */
export function pushSpikingTicks(source: ManualSource, ids: readonly number[]): () => void {
  const pushEveryMs = 10;
  const perPush = (SYMBOLS * TICKS_PER_SECOND_PER_SYMBOL * pushEveryMs) / 1000;
  const prices = new Map(ids.map((id) => [id, 1]));
  let cursor = 0;
  const timer = setInterval(() => {
    const now = Date.now();
    const ticks: Tick[] = [];
    for (let index = 0; index < perPush; index += 1) {
      const id = ids[cursor % ids.length] ?? 1;
      cursor += 1;
      const next = (prices.get(id) ?? 1) * (1 + (Math.random() - 0.5) * 1e-4);
      prices.set(id, next);
      const bid = Number(next.toFixed(5));
      ticks.push({ symbolId: id, time: now, bid, ask: Number((bid + 0.0001).toFixed(5)) });
    }
    source.push(...ticks);
  }, pushEveryMs);
  return () => clearInterval(timer);
}
