import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertList, PriceAlert } from '../../../../protocol/schemas/alerts.ts';
import { alertPrice, alertRule } from '../../../alerts/alertText.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { Button } from '../../../ui/Button.tsx';
import { ZonedTime } from '../../../ui/ZonedTime.tsx';
import mine from '../Mine.module.css';
import records from '../payments/Payments.module.css';
import styles from './Alerts.module.css';

type Cancel = (alert: PriceAlert) => void;

function AlertRow({ alert, onCancel }: { alert: PriceAlert; onCancel: Cancel | undefined }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <li className={records.item} data-alert={alert.id}>
      <div className={records.itemMain}>
        <span className={records.itemTitle}>{alert.code}</span>
        <span className={styles.rule}>{alertRule(t, alert, lang)}</span>
        {alert.firedPrice !== null && (
          <span className={styles.rule}>
            {t('alertsPage.firedPrice', { price: alertPrice(alert.firedPrice, lang) })}
          </span>
        )}
        <ZonedTime className={records.itemSub} at={alert.firedAt ?? alert.createdAt} />
      </div>
      {onCancel && (
        <Button
          variant="text"
          className={styles.cancel}
          aria-label={t('alertsPage.cancelAlert', { code: alert.code })}
          onClick={() => onCancel(alert)}
        >
          {t('common.cancel')}
        </Button>
      )}
    </li>
  );
}

interface AlertSectionProps {
  title: string;
  empty: string;
  alerts: readonly PriceAlert[];
  testId: string;
  onCancel?: Cancel;
}

function AlertSection({ title, empty, alerts, testId, onCancel }: AlertSectionProps) {
  const headingId = useId();
  return (
    <section className={mine.card} aria-labelledby={headingId}>
      <h2 className={mine.heading} id={headingId}>
        {title}
      </h2>
      {alerts.length === 0 ? (
        <p className={mine.muted}>{empty}</p>
      ) : (
        <ul className={records.list} data-testid={testId}>
          {alerts.map((alert) => (
            <AlertRow key={alert.id} alert={alert} onCancel={onCancel} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The active alerts, each with a cancel, and the recently fired ones with the price and time they fired. */
export function AlertLists({ list, onCancel }: { list: AlertList; onCancel: Cancel }) {
  const { t } = useTranslation();
  return (
    <>
      <AlertSection
        title={t('alertsPage.active')}
        empty={t('alertsPage.noActive')}
        alerts={list.active}
        testId="alerts-active"
        onCancel={onCancel}
      />
      <AlertSection
        title={t('alertsPage.fired')}
        empty={t('alertsPage.noFired')}
        alerts={list.fired}
        testId="alerts-fired"
      />
    </>
  );
}
