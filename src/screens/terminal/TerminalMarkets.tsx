import { type Ref, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import { useCategories } from '../../market/queries.ts';
import { filterSymbols } from '../../market/symbolFilter.ts';
import { CategoryChips } from '../home/CategoryChips.tsx';
import { MarketList } from '../home/MarketList.tsx';
import { SymbolSearchField } from '../trade/SymbolSearchField.tsx';
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
  const searchTitle = t('terminal.shortcutTitle', { action: t('trade.searchSymbols'), keys: t('terminal.searchKeys') });

  return (
    <section className={styles.markets} aria-label={t('terminal.markets')}>
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
      <div className={styles.marketsColumns} aria-hidden="true">
        <span>{t('terminal.symbolColumn')}</span>
        <span>{t('home.columnBid')}</span>
        <span>{t('home.columnAsk')}</span>
        <span>{t('home.spread')}</span>
      </div>
      <MarketList symbols={shown} onOpen={onSelect} dense activeCode={current} />
    </section>
  );
}
