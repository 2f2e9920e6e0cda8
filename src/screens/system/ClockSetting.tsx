import { useTranslation } from 'react-i18next';
import { useClockSetting } from '../../format/clockSetting.ts';
import { type ClockChoice, deviceZone, gmtOffsetLabel } from '../../format/time.ts';
import { ClockIcon } from '../../ui/icons.tsx';
import { Segmented } from '../../ui/Segmented.tsx';
import styles from '../user/UserScreen.module.css';

/**
 * The clock every time outside the chart is shown in: this device's zone (default, labelled with its
 * offset, e.g. "GMT+8") or New York's, the platform's and the chart's zone.
 */
export function ClockSetting() {
  const { t } = useTranslation();
  const choice = useClockSetting((state) => state.choice);
  const choose = useClockSetting((state) => state.choose);
  const offset = gmtOffsetLabel(Date.now(), deviceZone());
  return (
    <li className={styles.settingRow}>
      <div className={styles.settingHead}>
        <ClockIcon className={styles.menuIcon} />
        <span className={styles.menuText}>{t('journey.clock')}</span>
      </div>
      <Segmented<ClockChoice>
        label={t('journey.clock')}
        options={[
          { value: 'device', text: t('journey.clockDevice', { zone: offset }) },
          { value: 'newYork', text: t('journey.newYork') },
        ]}
        value={choice}
        onChange={choose}
      />
      <p className={styles.settingHint}>{t('journey.clockHint')}</p>
    </li>
  );
}
