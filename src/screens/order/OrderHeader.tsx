import { useTranslation } from 'react-i18next';
import { directionOf, formatDecimal, formatPercent } from '../../format/number.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { usePricesStale } from '../../realtime/ConnectionIndicator.tsx';
import { useAccountTotals } from '../../realtime/hooks.ts';
import { useRisk } from '../../trading/queries.ts';
import { signedMoney } from './OrderRow.tsx';
import styles from './OrderScreen.module.css';

/**
 * Balance, net value, margin, risk rate and floating P&L: live from FOREX_TRADE, else the risk call. A card
 * on /order; one line of figures (`strip`) beside the desktop terminal's order tabs.
 */
export function OrderHeader({ layout = 'card' }: { layout?: 'card' | 'strip' }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const risk = useRisk();
  const totals = useAccountTotals();
  const figures = totals ?? risk.data;
  const money = (value: string | undefined) => (value === undefined ? '--' : formatDecimal(value, 2, lang));
  const rate = figures && Number(figures.margin) > 0 ? formatPercent(figures.risk_rate, lang) : '--';
  const pnl = figures?.all_fact_profits;
  const stale = usePricesStale();
  return (
    <section className={styles.header} aria-label={t('screens.order')} data-layout={layout}>
      <div className={styles.headerMain}>
        <span>{t('orders.netValue')}</span>
        <strong data-testid="net-value">{money(figures?.equity)}</strong>
      </div>
      <dl className={styles.headerStats}>
        <div>
          <dt>{t('orders.balance')}</dt>
          <dd data-testid="orders-balance">{money(figures?.balance)}</dd>
        </div>
        <div>
          <dt>{t('orders.margin')}</dt>
          <dd data-testid="orders-margin">{money(figures?.margin)}</dd>
        </div>
        <div>
          <dt>{t('orders.riskRate')}</dt>
          <dd data-testid="risk-rate">{rate}</dd>
        </div>
        <div>
          <dt>{t('orders.totalPnl')}</dt>
          <dd className={pnl === undefined ? '' : styles[`pnl_${directionOf(pnl)}`]} data-testid="total-pnl">
            {pnl === undefined ? '--' : signedMoney(pnl, lang)}
          </dd>
        </div>
      </dl>
      {stale && (
        <p className={styles.staleNote} role="status" data-testid="pnl-stale">
          {t('journey.pnlNotLive')}
        </p>
      )}
    </section>
  );
}
