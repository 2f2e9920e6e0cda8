import type { LanguageCode } from '../../protocol/locales.ts';
import type { TradeSymbol } from '../../protocol/schemas/market.ts';
import { directionOf, formatChange, formatDecimal } from '../format/number.ts';

function span(className: string, text = ''): HTMLSpanElement {
  const element = document.createElement('span');
  element.className = className;
  element.textContent = text;
  return element;
}

/**
 * Fills the home shell's skeleton rows with the first markets as the app's rows will show them (code,
 * name or "market closed", price, change; the same formatting code), so a slow phone shows prices
 * before the app's JavaScript has arrived. Rows beyond the list are removed. The logo and the mini
 * chart keep their skeleton places; the app's first render replaces the whole shell.
 */
export function paintShellRows(shell: HTMLElement, symbols: readonly TradeSymbol[], lang: LanguageCode): void {
  const closedText = shell.querySelector('[data-boot-closed]')?.textContent ?? '';
  const rows = shell.querySelectorAll<HTMLElement>('.boot-home .boot-row');
  rows.forEach((row, index) => {
    const symbol = symbols[index];
    if (!symbol) {
      row.remove();
      return;
    }
    const quote = symbol.ForexQuotations;
    const names = span('boot-names');
    names.append(
      span('boot-code', symbol.Code),
      span('boot-sub', symbol.MarketStatus === 1 ? symbol.Name : closedText),
    );
    const logo = document.createElement('i');
    logo.className = 'r36';
    row.dataset.code = symbol.Code;
    row.replaceChildren(
      logo,
      names,
      span('boot-spark'),
      span('boot-price', formatDecimal(quote.Close, symbol.PricePrecision, lang)),
      span(`boot-change boot-${directionOf(quote.Change)}`, formatChange(quote.Change, lang)),
    );
  });
}

/**
 * Fills the trade shell's header with the symbol the URL asks for (its name, price and change, and its
 * short code as the title), as the app's TradeHeader will show them; the day's figures stay skeletons.
 */
export function paintShellQuote(shell: HTMLElement, symbol: TradeSymbol, lang: LanguageCode): void {
  const main = shell.querySelector('.boot-trade .boot-quote-main');
  if (!main) return;
  const quote = symbol.ForexQuotations;
  const direction = directionOf(quote.Change);
  const priceRow = span('boot-quote-row');
  priceRow.append(
    span(`boot-quote-price boot-text-${direction}`, formatDecimal(quote.Close, symbol.PricePrecision, lang)),
    span(`boot-quote-change boot-${direction}`, formatChange(quote.Change, lang)),
  );
  main.classList.add('boot-quote-filled');
  main.replaceChildren(span('boot-quote-name', symbol.Name), priceRow);
  shell.querySelector('.boot-title-trade')?.replaceWith(span('boot-title-trade', symbol.ShowCode));
}
