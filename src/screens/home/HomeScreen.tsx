import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSparklineSeries } from '../../chart/queries.ts';
import { useCategories, useTradeList } from '../../market/queries.ts';
import { useTradeSelection } from '../../stores/tradeSelection.ts';
import { IconLink } from '../../ui/IconLink.tsx';
import { GlobeIcon, NewsIcon, SearchIcon } from '../../ui/icons.tsx';
import { NavBar } from '../../ui/NavBar.tsx';
import { CategoryChips } from './CategoryChips.tsx';
import styles from './HomeScreen.module.css';
import { ListHeader } from './ListHeader.tsx';
import { MarketList } from './MarketList.tsx';

export default function HomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const categories = useCategories();
  const tradeList = useTradeList();
  const sparklines = useSparklineSeries();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const selectSymbol = useTradeSelection((state) => state.selectSymbol);

  const visible = useMemo(
    () => (categoryId === null ? tradeList.data : tradeList.data?.filter((symbol) => symbol.CategoryId === categoryId)),
    [tradeList.data, categoryId],
  );

  // stable, so the memoised rows do not all render again whenever this screen does (a query's status,
  // the categories or the mini charts arriving)
  const openSymbol = useCallback(
    (code: string) => {
      selectSymbol(code);
      navigate(`/trade?code=${encodeURIComponent(code)}`);
    },
    [selectSymbol, navigate],
  );

  return (
    <div className={styles.screen}>
      <NavBar
        title={t('screens.home')}
        right={
          <>
            <IconLink to="/news" label={t('home.openNews')}>
              <NewsIcon />
            </IconLink>
            <IconLink to="/product" label={t('home.search')}>
              <SearchIcon />
            </IconLink>
          </>
        }
      />
      <div className={styles.toolbar}>
        <CategoryChips categories={categories.data ?? []} activeId={categoryId} onChange={setCategoryId} />
        <IconLink to="/language" label={t('screens.language')}>
          <GlobeIcon />
        </IconLink>
      </div>
      <ListHeader />
      {tradeList.isError && !tradeList.data ? (
        <div className={styles.empty}>
          <p>{t('errors.loadFailed')}</p>
          <button type="button" className={styles.retry} onClick={() => void tradeList.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <MarketList symbols={visible} onOpen={openSymbol} sparklines={sparklines.data} />
      )}
    </div>
  );
}
