import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { contentApi } from '../../content/api.ts';
import { useTradeSelection } from '../../stores/tradeSelection.ts';
import { SearchIcon } from '../../ui/icons.tsx';
import { NavBar } from '../../ui/NavBar.tsx';
import { CompanyCard } from './CompanyCard.tsx';
import styles from './ProductScreen.module.css';
import { SymbolResult } from './SymbolResult.tsx';
import { useProductSearch } from './useProductSearch.ts';

/** /product: finds symbols, or provider companies when the server says the app is in main mode. */
export default function ProductScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const selectSymbol = useTradeSelection((state) => state.selectSymbol);
  const status = useQuery({
    queryKey: ['companyStatus'],
    queryFn: ({ signal }) => contentApi.companyStatus(signal),
    staleTime: 5 * 60_000,
  });
  const mode = status.data?.is_main === 1 ? 'companies' : 'symbols';
  const { state, searchNow, searchSoon } = useProductSearch(mode);
  const [text, setText] = useState('');

  const openSymbol = (code: string) => {
    selectSymbol(code);
    navigate(`/trade?code=${encodeURIComponent(code)}`);
  };

  return (
    <div className={styles.screen}>
      <NavBar title={t('screens.product')} back />
      <form
        className={styles.searchBar}
        onSubmit={(event) => {
          event.preventDefault();
          void searchNow(text);
        }}
      >
        <SearchIcon className={styles.searchIcon} />
        <input
          className={styles.input}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the screen exists to type a search
          autoFocus
          value={text}
          placeholder={mode === 'companies' ? t('product.placeholderCompanies') : t('product.placeholder')}
          aria-label={mode === 'companies' ? t('product.placeholderCompanies') : t('product.placeholder')}
          onChange={(event) => {
            setText(event.target.value);
            searchSoon(event.target.value);
          }}
        />
      </form>
      <div className={styles.results} aria-live="polite" aria-busy={state.status === 'searching'}>
        {state.status === 'idle' && <p className={styles.hint}>{t('product.hint')}</p>}
        {state.status === 'searching' && <p className={styles.hint}>{t('product.searching')}</p>}
        {state.status === 'failed' && <p className={styles.hint}>{t('errors.loadFailed')}</p>}
        {state.status === 'done' && state.result.kind === 'symbols' && (
          <ul className={styles.list} aria-label={t('product.symbols')} data-query={state.result.query}>
            {state.result.symbols.map((symbol) => (
              <li key={symbol.Id}>
                <SymbolResult symbol={symbol} onOpen={openSymbol} />
              </li>
            ))}
          </ul>
        )}
        {state.status === 'done' && state.result.kind === 'companies' && (
          <ul className={styles.cards} aria-label={t('product.companies')} data-query={state.result.query}>
            {state.result.companies.map((company) => (
              <li key={company.id}>
                <CompanyCard company={company} />
              </li>
            ))}
          </ul>
        )}
        {state.status === 'done' &&
          (state.result.kind === 'symbols' ? state.result.symbols : state.result.companies).length === 0 && (
            <p className={styles.hint}>{t('product.noResults', { query: state.result.query })}</p>
          )}
      </div>
    </div>
  );
}
