import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../protocol/schemas/trading.ts';
import { useTradeList } from '../../market/queries.ts';
import { useAccountTotals, useClosedOrders } from '../../realtime/hooks.ts';
import { useSession } from '../../stores/session.ts';
import { toast } from '../../stores/ui.ts';
import type { OrderTab } from '../../trading/api.ts';
import { refreshAccount, removeClosedOrders } from '../../trading/queries.ts';
import { Segmented } from '../../ui/Segmented.tsx';
import { CloseAllPositions } from './CloseAllPositions.tsx';
import { OrderDetailSheet } from './OrderDetailSheet.tsx';
import { OrderList } from './OrderList.tsx';
import styles from './OrderScreen.module.css';
import { type OrderTabValue, useRememberedTab } from './rememberedTab.ts';

type TabValue = OrderTabValue;
const TAB_STATUS: Record<TabValue, OrderTab> = { holding: 1, pending: 0, history: 3 };

interface OrderBookProps {
  /** one line per order, for a wide panel (the desktop terminal's); the phone's rows are cards */
  wide?: boolean;
  /** beside the tabs (the terminal puts the account's figures there) */
  aside?: ReactNode;
}

/**
 * The account's orders, as /order and the desktop terminal's positions panel show them: tabs holding (1) /
 * pending (0) / history (3), the tab's list and the order detail sheet; FOREX_TRADE's counts refresh the
 * lists (a pending order filled on the server moves between them) and FOREX_CLOSED drops closed orders.
 */
export function OrderBook({ wide = false, aside }: OrderBookProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSession((state) => state.token);
  const [tab, setTab] = useRememberedTab();
  const [selected, setSelected] = useState<Order | null>(null);
  const selectedRef = useRef<Order | null>(null);
  selectedRef.current = selected;
  // orders this screen is closing itself: the server pushes those ids too, without news for the user
  const ownCloses = useRef(new Set<number>());
  const tradeList = useTradeList();

  // FOREX_TRADE counts: a pending order that filled on the server moves between the lists
  const totals = useAccountTotals();
  const counts = totals ? `${totals.holding}/${totals.pending}` : null;
  const seenCounts = useRef<string | null>(null);
  useEffect(() => {
    if (counts === null) return;
    if (seenCounts.current !== null && seenCounts.current !== counts) refreshAccount(queryClient);
    seenCounts.current = counts;
  }, [counts, queryClient]);

  // FOREX_CLOSED: the server closed orders (SL, TP, stop-out): drop their rows, close their detail.
  const onClosed = useCallback(
    (ids: readonly number[]) => {
      removeClosedOrders(queryClient, token, ids);
      refreshAccount(queryClient);
      const open = selectedRef.current;
      if (open && ids.includes(open.Id)) {
        setSelected(null);
        if (!ownCloses.current.has(open.Id)) toast(t('orders.closedByServer', { id: open.Id }));
      }
    },
    [queryClient, token, t],
  );
  useClosedOrders(onClosed);

  return (
    <>
      <div className={styles.tabs} data-layout={wide ? 'wide' : undefined}>
        <Segmented<TabValue>
          label={t('orders.tabsLabel')}
          options={[
            { value: 'holding', text: t('orders.holding') },
            { value: 'pending', text: t('orders.pending') },
            { value: 'history', text: t('orders.history') },
          ]}
          value={tab}
          onChange={setTab}
        />
        {aside}
      </div>
      {tab === 'holding' && <CloseAllPositions />}
      <OrderList key={tab} tab={TAB_STATUS[tab]} symbols={tradeList.data} onOpen={setSelected} wide={wide} />
      <OrderDetailSheet
        order={selected}
        symbols={tradeList.data}
        onChanged={setSelected}
        onClosing={(id) => ownCloses.current.add(id)}
        onClose={() => setSelected(null)}
      />
    </>
  );
}
