import { useTranslation } from 'react-i18next';
import { useClockSetting } from '../format/clockSetting.ts';
import { deviceZone, instantOf, type TimeStyle, type ZonedText, zonedText } from '../format/time.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import styles from './ZonedTime.module.css';

/** Formats instants in the user's clock (device zone, or New York if chosen) with that clock's label. */
export function useZonedTime(style: TimeStyle = 'dateTime'): (at: number | string) => ZonedText {
  const { t } = useTranslation();
  const lang = useLanguage();
  const choice = useClockSetting((state) => state.choice);
  const newYorkName = t('journey.newYork');
  return (at) => zonedText(instantOf(at), choice, { lang, style, device: deviceZone(), newYorkName });
}

/** One instant as text with its zone, e.g. "2026/11/24 07:37:05 GMT+8" (the zone in a quieter tone). */
export function ZonedTime({
  at,
  style = 'dateTime',
  className,
}: {
  at: number | string;
  style?: TimeStyle;
  className?: string;
}) {
  const format = useZonedTime(style);
  const instant = instantOf(at);
  if (!Number.isFinite(instant)) return null;
  const { time, zone } = format(instant);
  return (
    <time className={className} dateTime={new Date(instant).toISOString()} data-zone={zone}>
      {time} <span className={styles.zone}>{zone}</span>
    </time>
  );
}
