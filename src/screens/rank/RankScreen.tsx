import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trader } from '../../../protocol/schemas/ranking.ts';
import { contentApi } from '../../content/api.ts';
import { NavBar } from '../../ui/NavBar.tsx';
import { NoticeDialog } from '../../ui/NoticeDialog.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import styles from './RankScreen.module.css';
import { TraderCard } from './TraderCard.tsx';

/** /rank: copy-trading traders by three-week return; copying itself is not open yet (coming-soon dialog). */
export default function RankScreen() {
  const { t } = useTranslation();
  const traders = useQuery({
    queryKey: ['follow', 'list'],
    queryFn: ({ signal }) => contentApi.traders(signal),
    staleTime: 60_000,
  });
  const [chosen, setChosen] = useState<Trader | null>(null);

  return (
    <div className={styles.screen}>
      <NavBar title={t('screens.rank')} />
      <div className={styles.scroll}>
        <p className={styles.intro}>{t('rank.intro')}</p>
        {traders.isPending &&
          Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: skeleton cards have no identity
            <div key={index} className={styles.card} aria-hidden="true">
              <Skeleton width="60%" height={18} />
              <Skeleton width="100%" height={56} />
            </div>
          ))}
        {traders.isError && (
          <div className={styles.empty}>
            <p>{t('errors.loadFailed')}</p>
            <button type="button" className={styles.retry} onClick={() => void traders.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        )}
        {traders.data?.data.length === 0 && <p className={styles.empty}>{t('common.noData')}</p>}
        <ol className={styles.list}>
          {traders.data?.data.map((trader, index) => (
            <li key={trader.id}>
              <TraderCard trader={trader} rank={index + 1} onOpen={setChosen} />
            </li>
          ))}
        </ol>
      </div>
      <NoticeDialog
        open={chosen !== null}
        title={t('rank.comingSoonTitle')}
        message={t('rank.comingSoonBody', { name: chosen?.user ?? '' })}
        buttonLabel={t('rank.gotIt')}
        onClose={() => setChosen(null)}
      />
    </div>
  );
}
