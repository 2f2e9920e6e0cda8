import { useTranslation } from 'react-i18next';
import type { PriceAlert } from '../../../../protocol/schemas/alerts.ts';
import { alertsApi } from '../../../alerts/api.ts';
import { useTradeList } from '../../../market/queries.ts';
import { toast } from '../../../stores/ui.ts';
import { Button } from '../../../ui/Button.tsx';
import { NavBar } from '../../../ui/NavBar.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import mine from '../Mine.module.css';
import { AlertForm } from './AlertForm.tsx';
import { AlertLists } from './AlertLists.tsx';
import { BackgroundNotify } from './BackgroundNotify.tsx';
import { useAlertList } from './useAlertList.ts';

/** /mine/alerts: set a price alert, see the active ones (cancel) and the recently fired ones. */
export default function AlertsScreen() {
  const { t } = useTranslation();
  const symbols = useTradeList();
  const list = useAlertList();

  const cancel = async (alert: PriceAlert) => {
    try {
      await alertsApi.cancel(alert.id);
      toast(t('alertsPage.cancelled'), 'success');
    } catch {
      // the API client has shown why (e.g. it fired a moment ago)
    }
    list.refetchList();
  };

  return (
    <div className={mine.screen}>
      <NavBar title={t('screens.alerts')} back backTo="/user" />
      <div className={mine.scroll}>
        <section className={mine.card}>
          <p className={mine.muted}>{t('alertsPage.intro')}</p>
          {symbols.data ? (
            <AlertForm symbols={symbols.data} onAdded={list.refetchList} />
          ) : (
            <Skeleton width="100%" height={280} />
          )}
          <BackgroundNotify />
        </section>
        {list.data ? (
          <AlertLists list={list.data} onCancel={(alert) => void cancel(alert)} />
        ) : list.isError ? (
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        ) : (
          <Skeleton width="100%" height={120} />
        )}
      </div>
    </div>
  );
}
