import type { Db } from '../db/database.ts';
import { listSymbols, type SymbolRow } from '../market/catalog.ts';

/** Everything the engine needs about every symbol, loaded once at start (reference data). */
export type TradingSymbols = ReadonlyMap<number, SymbolRow>;

export async function loadTradingSymbols(db: Db): Promise<TradingSymbols> {
  return new Map((await listSymbols(db)).map((row) => [row.id, row]));
}
