import type { TextLanguage } from '../../protocol/locales.ts';
import { symbolMatches } from '../../protocol/symbolMatch.ts';

/** What a symbol is found by and shown as. */
export interface NamedSymbol {
  code: string;
  showCode: string;
  /** English */
  name: string;
  /** Name per text language; a language missing or blank reads English. */
  nameTrans: Readonly<Record<string, string>>;
}

/** The symbol's name in `lang`, English when no name in that language was written. */
export function symbolName(symbol: NamedSymbol, lang: TextLanguage): string {
  const own = symbol.nameTrans[lang]?.trim();
  return own ? own : symbol.name;
}

/**
 * Product search: a symbol matches when the text occurs in its code, its display code ("EUR/USD"), its
 * English name or its name in the reader's language ("gold", "EUR", "黃金", "歐元").
 */
export function symbolFound(symbol: NamedSymbol, search: string, lang: TextLanguage): boolean {
  return symbolMatches([symbol.code, symbol.showCode, symbol.name, symbolName(symbol, lang)], search);
}
