import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category, TradeSymbol } from '../../../protocol/schemas/market.ts';
import { directionOf, formatChange, formatDecimal } from '../../format/number.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useQuote } from '../../market/marketStore.ts';
import { lastOf } from '../../market/shownQuote.ts';
import { filterSymbols } from '../../market/symbolFilter.ts';
import { useBackCloses } from '../../ui/useBackCloses.ts';
import { CategoryChips } from '../home/CategoryChips.tsx';
import { SymbolSearchField } from './SymbolSearchField.tsx';
import styles from './TradeScreen.module.css';

interface SymbolDrawerProps {
  open: boolean;
  symbols: readonly TradeSymbol[];
  categories: readonly Category[];
  current: string;
  onSelect(code: string): void;
  onClose(): void;
}

function DrawerRow({
  symbol,
  active,
  onSelect,
}: {
  symbol: TradeSymbol;
  active: boolean;
  onSelect(code: string): void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  // the home list's reading of a quote: its figures and whether the market is open (closed at the weekend)
  const { close, change, open } = lastOf(symbol, useQuote(symbol.Code));
  return (
    <li>
      <button
        type="button"
        className={active ? `${styles.drawerRow} ${styles.drawerRowActive}` : styles.drawerRow}
        aria-current={active ? 'true' : undefined}
        data-symbol={symbol.Code}
        onClick={() => onSelect(symbol.Code)}
      >
        <img src={symbol.Logo} alt="" width={28} height={28} className={styles.drawerLogo} loading="lazy" />
        <span className={styles.drawerNames}>
          <span className={styles.drawerCode}>{symbol.ShowCode}</span>
          <span className={styles.drawerName}>{open ? symbol.Name : t('home.marketClosed')}</span>
        </span>
        <span className={styles.drawerPrice}>{formatDecimal(close, symbol.PricePrecision, lang)}</span>
        <span className={`${styles.drawerChange} ${styles[`text_${directionOf(change)}`]}`}>
          {formatChange(change, lang)}
        </span>
      </button>
    </li>
  );
}

/** The drawer's rows: filtered only while the drawer is open (the screen's first render skips them). */
function DrawerList({
  symbols,
  search,
  categoryId,
  current,
  onSelect,
}: {
  symbols: readonly TradeSymbol[];
  search: string;
  categoryId: number | null;
  current: string;
  onSelect(code: string): void;
}) {
  const { t } = useTranslation();
  const shown = useMemo(() => filterSymbols(symbols, search, categoryId), [symbols, search, categoryId]);

  if (shown.length === 0) return <p className={styles.drawerEmpty}>{t('common.noData')}</p>;
  return (
    <ul className={styles.drawerList} aria-label={t('trade.symbolList')}>
      {shown.map((symbol) => (
        <DrawerRow key={symbol.Id} symbol={symbol} active={symbol.Code === current} onSelect={onSelect} />
      ))}
    </ul>
  );
}

/**
 * The symbol selector: search and category filter over the trade list, from the left edge. Back (the Android
 * gesture) closes it, as it closes a sheet, instead of leaving the trade screen behind it.
 */
export function SymbolDrawer({ open, symbols, categories, current, onSelect, onClose }: SymbolDrawerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const closeThen = useBackCloses(open, onClose);
  // the drawer's history entry goes first: the symbol then replaces the trade screen's entry, as before
  const select = useCallback((code: string) => closeThen(() => onSelect(code)), [closeThen, onSelect]);

  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className={styles.drawerLayer}>
      <button type="button" className={styles.backdrop} aria-label={t('common.close')} onClick={onClose} />
      <div className={styles.drawer} role="dialog" aria-modal="true" aria-label={t('trade.selectSymbol')}>
        <div className={styles.drawerHead}>
          <SymbolSearchField ref={inputRef} className={styles.search} value={search} onSearch={setSearch} />
        </div>
        <div className={styles.drawerChips}>
          <CategoryChips categories={categories} activeId={categoryId} onChange={setCategoryId} />
        </div>
        <DrawerList symbols={symbols} search={search} categoryId={categoryId} current={current} onSelect={select} />
      </div>
    </div>
  );
}
