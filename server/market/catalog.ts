import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { categories, symbols } from '../db/schema.ts';
import type { SessionKind } from '../db/seed/types.ts';

export interface CategoryRow {
  id: number;
  code: SessionKind;
  nameTrans: Record<string, string>;
}

export interface SymbolRow {
  id: number;
  code: string;
  showCode: string;
  name: string;
  logo: string;
  categoryId: number;
  session: SessionKind;
  baseCurrency: string;
  quoteCurrency: string;
  pricePrecision: number;
  lotStep: string;
  minLots: string;
  contractSize: string;
  feeRate: string;
  marginMode: number;
  leverageOptions: number[];
  /**
   * Minimum stop distance in points. Staff change it while the server runs, so the engine reads it fresh
   * (readStopsLevel) rather than from the copy it loaded at start.
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

/** Escapes LIKE wildcards so a search for "%" or "_" matches those characters literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Enabled symbols in display order; `search` matches code, display code or name, case-insensitively. */
export async function listSymbols(db: Db, search?: string): Promise<SymbolRow[]> {
  const term = search?.trim();
  const matches = term
    ? or(
        ilike(symbols.code, likePattern(term)),
        ilike(symbols.showCode, likePattern(term)),
        ilike(symbols.name, likePattern(term)),
      )
    : undefined;
  const rows = await db
    .select({ symbol: symbols, categoryCode: categories.code })
    .from(symbols)
    .innerJoin(categories, eq(symbols.categoryId, categories.id))
    .where(and(eq(symbols.enabled, true), matches))
    .orderBy(asc(categories.sort), asc(symbols.sort));
  return rows.map(({ symbol, categoryCode }) => ({
    id: symbol.id,
    code: symbol.code,
    showCode: symbol.showCode,
    name: symbol.name,
    logo: symbol.logo,
    categoryId: symbol.categoryId,
    session: asSession(categoryCode),
    baseCurrency: symbol.baseCurrency,
    quoteCurrency: symbol.quoteCurrency,
    pricePrecision: symbol.pricePrecision,
    lotStep: symbol.lotStep,
    minLots: symbol.minLots,
    contractSize: symbol.contractSize,
    feeRate: symbol.feeRate,
    marginMode: symbol.marginMode,
    leverageOptions: symbol.leverageOptions,
    stopsLevel: symbol.stopsLevel,
    referencePrice: symbol.referencePrice,
    typicalSpread: symbol.typicalSpread,
    annualVolatility: symbol.annualVolatility,
  }));
}

export async function symbolExists(db: Db, symbolId: number): Promise<boolean> {
  const rows = await db.select({ id: symbols.id }).from(symbols).where(eq(symbols.id, symbolId)).limit(1);
  return rows.length > 0;
}
