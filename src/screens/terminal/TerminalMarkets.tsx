import { type Ref, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useMarket } from '../../market/marketStore.ts';
import { useCategories } from '../../market/queries.ts';
import { filterSymbols } from '../../market/symbolFilter.ts';
import { CategoryChips } from '../home/CategoryChips.tsx';
import { MarketList } from '../home/MarketList.tsx';
import { SymbolSearchField } from '../trade/SymbolSearchField.tsx';
import { figureShapes, shapeTexts } from './figureShapes.ts';
import styles from './TerminalScreen.module.css';
import { SHORTCUT_KEYS } from './terminalShortcuts.ts';

interface TerminalMarketsProps {
  symbols: readonly TradeSymbol[] | undefined;
  /** the symbol on the chart and in the form */
  current: string;
  onSelect(code: string): void;
  /** the filter box: the `/` and Ctrl+K shortcut focuses it */
  searchRef: Ref<HTMLInputElement>;
}

/**
 * The terminal's market list: a filter box and the category chips over the home list's virtualised rows,
 * with bid, ask and spread columns. A click shows the symbol in the chart and the form (no navigation).
 * The figure columns are as wide as the widest figure the list has, in the language's digits and font
 * (a Japanese font's digits are wider): a price is never cut, the symbol's name gives way instead.
 */
export function TerminalMarkets({ symbols, current, onSelect, searchRef }: TerminalMarketsProps) {
  const { t } = useTranslation();
  const categories = useCategories();
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  // typing stays quick: the list re-filters after the keystroke has painted
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(
    () => (symbols ? filterSymbols(symbols, deferredSearch, categoryId) : undefined),
    [symbols, deferredSearch, categoryId],
  );
  const columns = useColumnWidths(symbols);
  const searchTitle = t('terminal.shortcutTitle', { action: t('trade.searchSymbols'), keys: t('terminal.searchKeys') });

  return (
    <section ref={columns.section} className={styles.markets} aria-label={t('terminal.markets')}>
      <div className={styles.marketsHead}>
        <SymbolSearchField
          ref={searchRef}
          className={styles.search}
          aria-keyshortcuts={SHORTCUT_KEYS.search}
          title={searchTitle}
          value={search}
          onSearch={setSearch}
          onKeyDown={(event) => {
            // Enter shows the first match; Escape clears the filter; either gives the keys back to the terminal
            const first = shown?.[0];
            if (event.key === 'Enter' && first) {
              onSelect(first.Code);
              event.currentTarget.blur();
            } else if (event.key === 'Escape') {
              setSearch('');
              event.currentTarget.blur();
            }
          }}
        />
      </div>
      <div className={styles.marketsChips}>
        <CategoryChips categories={categories.data ?? []} activeId={categoryId} onChange={setCategoryId} />
      </div>
      <div ref={columns.header} className={styles.marketsColumns} aria-hidden="true">
        <span>{t('terminal.symbolColumn')}</span>
        <span>{t('home.columnBid')}</span>
        <span>{t('home.columnAsk')}</span>
        <span>{t('home.spread')}</span>
      </div>
      {/* in the order useColumnWidths reads them */}
      <div ref={columns.sizers} className={styles.sizers} aria-hidden="true">
        <Sizer className={styles.priceSizer} texts={columns.prices} />
        <Sizer className={styles.spreadSizer} texts={columns.spreads} />
        <Sizer className={styles.codeSizer} texts={columns.codes} />
        <span className={styles.headerSizer}>{t('home.spread')}</span>
        <span className={styles.headerSizer}>{t('terminal.symbolColumn')}</span>
      </div>
      <MarketList symbols={shown} onOpen={onSelect} dense activeCode={current} />
    </section>
  );
}

/**
 * The widths the figure columns take, `--price-width` and `--spread-width` on the list (px): the widest bid
 * or ask and the widest spread. The spread's header ("スプレッド", wider than "2,503") widens its column as
 * far as the symbols' column has room to spare past the widest code and its own header; past that it wraps
 * between its words ("Chênh lệch") and is cut with an ellipsis only where one word is wider than the column.
 */
function useColumnWidths(symbols: readonly TradeSymbol[] | undefined) {
  const lang = useLanguage();
  const shapes = useMarket((state) => figureShapes(symbols, state.quotes));
  const { prices, spreads } = useMemo(() => shapeTexts(shapes, lang), [shapes, lang]);
  const codes = useMemo(() => [...new Set(symbols?.map((symbol) => symbol.Code))], [symbols]);
  const section = useRef<HTMLElement>(null);
  const header = useRef<HTMLDivElement>(null);
  const sizers = useRef<HTMLDivElement>(null);
  // measured before the list paints, then whenever a sizer's width changes (a new shape, the font loaded, the
  // language's header) and when the list's does
  useLayoutEffect(() => {
    const list = section.current;
    const cells = header.current?.children;
    const boxes = sizers.current?.children;
    if (!list || !cells || !boxes) return;
    const measure = () => {
      const [price = 0, spread = 0, code = 0, spreadLabel = 0, symbolLabel = 0] = [...boxes].map((box) =>
        Math.ceil(box.getBoundingClientRect().width),
      );
      // no quotes yet: the columns' own widths (TerminalScreen.module.css) until there are
      if (!price || !spread) return;
      list.style.setProperty('--price-width', `${price}px`);
      list.style.setProperty('--spread-width', `${spread}px`);
      // the symbols' column keeps its widest code and its own header ("Инструмент") whole
      const room = (cells[0]?.clientWidth ?? 0) - Math.max(code, symbolLabel);
      const spreadColumn = Math.max(spread, Math.min(spreadLabel, spread + Math.max(0, room)));
      if (spreadColumn > spread) list.style.setProperty('--spread-width', `${spreadColumn}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    for (const box of [list, ...boxes]) observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { section, header, sizers, prices, spreads, codes };
}

/** Every shape of a column's figures (or its codes), unseen, in their font: its width is the column's. */
function Sizer({ className, texts }: { className: string | undefined; texts: readonly string[] }) {
  return (
    <span className={className}>
      {texts.map((text) => (
        <span key={text}>{text}</span>
      ))}
    </span>
  );
}
