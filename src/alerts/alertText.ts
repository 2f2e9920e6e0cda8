import type { TFunction } from 'i18next';
import type { LanguageCode } from '../../protocol/locales.ts';
import type { AlertDirection, AlertWatch } from '../../protocol/schemas/alerts.ts';
import type { PriceAlertFired } from '../../protocol/ws.ts';
import { decimalsOf, formatExact } from '../format/number.ts';

/** A price from the server (at the symbol's decimals) with every decimal it has, trailing zeros too, in the user's language. */
export const alertPrice = (value: string, lang: LanguageCode) => formatExact(value, decimalsOf(value), lang);

/** "Bid at or above 1.17000": what an alert watches for. */
export function alertRule(
  t: TFunction,
  alert: { watch: AlertWatch; direction: AlertDirection; level: string },
  lang: LanguageCode,
): string {
  const level = alertPrice(alert.level, lang);
  if (alert.watch === 'bid') {
    return alert.direction === 'above'
      ? t('alertsPage.ruleBidAbove', { level })
      : t('alertsPage.ruleBidBelow', { level });
  }
  return alert.direction === 'above'
    ? t('alertsPage.ruleAskAbove', { level })
    : t('alertsPage.ruleAskBelow', { level });
}

/** "EURUSD bid reached 1.17000 (1.17003)": the notice of an alert that fired, at the tick price that crossed. */
export function firedNotice(t: TFunction, fired: PriceAlertFired, lang: LanguageCode): string {
  const values = { code: fired.code, level: alertPrice(fired.level, lang), price: alertPrice(fired.price, lang) };
  return fired.watch === 'bid' ? t('alerts.noticeBid', values) : t('alerts.noticeAsk', values);
}
