import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pluralForm } from '../../i18n/pluralForm.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useAccountTotals } from '../../realtime/hooks.ts';
import { useSession } from '../../stores/session.ts';
import { toast } from '../../stores/ui.ts';
import { tradingApi } from '../../trading/api.ts';
import { refreshAccount, removeClosedOrders, useOrderList } from '../../trading/queries.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { signedMoney } from './OrderRow.tsx';
import styles from './OrderScreen.module.css';

/**
 * "Close all" over the open positions: it asks first (how many, the floating P&L now), then closes every
 * one at the market in one call; positions of a closed market stay open and the answer says how many.
 * Shown while positions are open (the live count, else the list's total), not on the device's saved copy.
 */
export function CloseAllPositions() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const token = useSession((state) => state.token);
  const totals = useAccountTotals();
  const list = useOrderList(1);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const firstPage = list.savedAt === null ? list.data?.pages[0] : undefined;
  const open = totals?.holding ?? firstPage?.total ?? 0;
  const profit = totals?.all_fact_profits ?? firstPage?.all_fact_profits;
  if (open === 0 && !asking) return null;

  const closeAll = async () => {
    setAsking(false);
    setBusy(true);
    try {
      const result = await tradingApi.closeAll();
      removeClosedOrders(
        queryClient,
        token,
        result.Closed.map((order) => order.Id),
      );
      refreshAccount(queryClient);
      // what closed, then what stays open because its market is closed
      const closed = String(result.Closed.length);
      toast(t('closeAll.done', { positions: closed, context: pluralForm(closed, lang) }), 'success');
      const kept = String(result.MarketClosed);
      if (result.MarketClosed > 0)
        toast(t('closeAll.marketClosed', { positions: kept, context: pluralForm(kept, lang) }), 'info');
    } catch {
      // the API client has shown the reason (network, session)
    } finally {
      setBusy(false);
    }
  };

  const positions = String(open);
  return (
    <div className={styles.closeAll}>
      <Button variant="text" disabled={busy} onClick={() => setAsking(true)} data-testid="close-all">
        {t('closeAll.button')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('closeAll.title')}
        message={t('closeAll.message', {
          positions,
          profit: profit === undefined ? '--' : signedMoney(profit, lang),
          context: pluralForm(positions, lang),
        })}
        confirmLabel={t('closeAll.confirm')}
        danger
        onConfirm={() => void closeAll()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
