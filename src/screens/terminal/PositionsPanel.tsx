import { type RefObject, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginRedirect } from '../../app/returnRoute.ts';
import { useSession } from '../../stores/session.ts';
import { OrderBook } from '../order/OrderBook.tsx';
import { OrderHeader } from '../order/OrderHeader.tsx';
import { PanelSeparator } from './PanelSeparator.tsx';
import styles from './TerminalScreen.module.css';
import { usePanelHeight } from './usePanelHeight.ts';

/**
 * Below the chart and the order form: the account's holding, pending and history lists (the orders
 * screen's own OrderBook, one line per order) with the account's figures beside the tabs; its top edge
 * resizes it. A visitor is offered the log-in instead.
 */
export function PositionsPanel({ terminalRef }: { terminalRef: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const panelId = useId();
  const loggedIn = useSession((state) => state.token !== null);
  const { height, bounds, setHeight } = usePanelHeight(terminalRef);
  return (
    <>
      <PanelSeparator
        height={height}
        bounds={bounds}
        onResize={setHeight}
        label={t('terminal.resizePositions')}
        controls={panelId}
      />
      <section
        id={panelId}
        className={styles.positions}
        style={{ height }}
        aria-label={t('terminal.positions')}
        data-testid="positions-panel"
      >
        {loggedIn ? (
          <OrderBook wide aside={<OrderHeader layout="strip" />} />
        ) : (
          <p className={styles.logInNote}>
            {t('terminal.logInForOrders')} <Link to={loginRedirect('/trade')}>{t('screens.login')}</Link>
          </p>
        )}
      </section>
    </>
  );
}
