import { useTranslation } from 'react-i18next';
import styles from './TerminalScreen.module.css';

/** The terminal's keys, said once on screen (each control also carries its own in aria-keyshortcuts and a tooltip). */
export function ShortcutLegend() {
  const { t } = useTranslation();
  const entries: [keys: string, action: string][] = [
    ['B', t('orders.buy')],
    ['S', t('orders.sell')],
    [t('terminal.searchKeys'), t('trade.searchSymbols')],
    ['1–6', t('trade.periodsLabel')],
  ];
  return (
    <section className={styles.legend} aria-label={t('terminal.shortcuts')}>
      <ul>
        {entries.map(([keys, action]) => (
          <li key={keys}>
            <kbd>{keys}</kbd> {action}
          </li>
        ))}
      </ul>
    </section>
  );
}
