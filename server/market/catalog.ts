import { asc, eq } from 'drizzle-orm';
import type { TextLanguage } from '../../protocol/locales.ts';
import type { Db } from '../db/database.ts';
import { categories, symbols } from '../db/schema.ts';
import type { SessionKind } from '../db/seed/types.ts';
import { symbolFound } from './symbolSearch.ts';

export interface CategoryRow {
  id: number;
  code: SessionKind;
  nameTrans: Record<string, string>;
}

export interface SymbolRow {
  id: number;
  code: string;
  showCode: string;
  /** English */
  name: string;
  /** Name per text language (symbolName picks one, English when missing). */
  nameTrans: Record<string, string>;
  logo: string;
  categoryId: number;
  session: SessionKind;
  baseCurrency: string;
  quoteCurrency: string;
  pricePrecision: number;
  lotStep: string;
  minLots: string;
  contractSize: string;
  /** USD per lot, the fee under trade_fee_type 1 (as loaded; an order reads the stored rate: orderStore.ts) */
  feePerLot: string;
  /** a fraction of the margin, the fee under any other trade_fee_type (as loaded) */
  feeMarginRate: string;
  marginMode: number;
  leverageOptions: number[];
  /**
   * Minimum stop distance in points. Staff change it while the server runs, so the engine reads it from
   * its live copy (LiveStopsLevels, reloaded on a change) rather than from the copy loaded here at start.
   */
  stopsLevel: number;
  referencePrice: string;
  typicalSpread: string;
  annualVolatility: string;
}

function asSession(code: string): SessionKind {
  switch (code) {
    case 'forex':
    case 'metals':
    case 'energy':
    case 'indices':
    case 'crypto':
      return code;
    default:
      throw new Error(`unknown category code ${code}`);
  }
}

export async function listCategories(db: Db): Promise<CategoryRow[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sort));
  return rows.map((row) => ({ id: row.id, code: asSession(row.code), nameTrans: row.nameTrans }));
}

export interface SymbolSearch {
  text: string;
  /** The reader's language: its names are searched besides English. */
  lang: TextLanguage;
}

/**
 * Enabled symbols in display order. With `search`, only those whose code, display code, English name
 * or name in the reader's language contains the text (see symbolFound); the catalog is a few dozen
 * rows, so the match runs here where Unicode case folding does not depend on the database's locale.
 */
export async function listSymbols(db: Db, search?: SymbolSearch): Promise<SymbolRow[]> {
  const rows = await db
    .select({ symbol: symbols, categoryCode: categories.code })
    .from(symbols)
    .innerJoin(categories, eq(symbols.categoryId, categories.id))
    .where(eq(symbols.enabled, true))
    .orderBy(asc(categories.sort), asc(symbols.sort));
  const all = rows.map(toSymbolRow);
  return search ? all.filter((row) => symbolFound(row, search.text, search.lang)) : all;
}

function toSymbolRow({
  symbol,
  categoryCode,
}: {
  symbol: typeof symbols.$inferSelect;
  categoryCode: string;
}): SymbolRow {
  return {
    id: symbol.id,
    code: symbol.code,
    showCode: symbol.showCode,
    name: symbol.name,
    nameTrans: symbol.nameTrans,
    logo: symbol.logo,
    categoryId: symbol.categoryId,
    session: asSession(categoryCode),
    baseCurrency: symbol.baseCurrency,
    quoteCurrency: symbol.quoteCurrency,
    pricePrecision: symbol.pricePrecision,
    lotStep: symbol.lotStep,
    minLots: symbol.minLots,
    contractSize: symbol.contractSize,
    feePerLot: symbol.feePerLot,
    feeMarginRate: symbol.feeMarginRate,
    marginMode: symbol.marginMode,
    leverageOptions: symbol.leverageOptions,
    stopsLevel: symbol.stopsLevel,
    referencePrice: symbol.referencePrice,
    typicalSpread: symbol.typicalSpread,
    annualVolatility: symbol.annualVolatility,
  };
}

export async function symbolExists(db: Db, symbolId: number): Promise<boolean> {
  const rows = await db.select({ id: symbols.id }).from(symbols).where(eq(symbols.id, symbolId)).limit(1);
  return rows.length > 0;
}
