import type { TradeSymbol } from '../../protocol/schemas/market.ts';
import { symbolMatches } from '../../protocol/symbolMatch.ts';

/**
 * The symbols of a category (null: every category) whose code, display code, name or English name holds
 * `search`: the phone's symbol drawer and the desktop terminal's market list filter alike.
 */
export function filterSymbols(
  symbols: readonly TradeSymbol[],
  search: string,
  categoryId: number | null,
): readonly TradeSymbol[] {
  return symbols.filter(
    (symbol) =>
      (categoryId === null || symbol.CategoryId === categoryId) &&
      symbolMatches([symbol.Code, symbol.ShowCode, symbol.Name, symbol.NameEn ?? ''], search),
  );
}
