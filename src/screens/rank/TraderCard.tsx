import { useTranslation } from 'react-i18next';
import type { Trader } from '../../../protocol/schemas/ranking.ts';
import { formatDecimal, formatPercent } from '../../format/number.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import styles from './RankScreen.module.css';

interface TraderCardProps {
  trader: Trader;
  rank: number;
  onOpen(trader: Trader): void;
}

/** One trader: return over three weeks up front, then win rate, profit, total return, trades and followers. */
export function TraderCard({ trader, rank, onOpen }: TraderCardProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const percent = (value: string) => formatPercent(value, lang);
  const stats = [
    { label: t('rank.threeWeekWin'), value: percent(trader.three_week_win) },
    { label: t('rank.threeWeekProfit'), value: formatDecimal(trader.three_week_profit, 2, lang) },
    { label: t('rank.totalRate'), value: percent(trader.total_rate) },
    { label: t('rank.trades'), value: formatDecimal(trader.total_trade_num, 0, lang) },
    { label: t('rank.followers'), value: formatDecimal(trader.followers, 0, lang) },
    { label: t('rank.multiple'), value: `×${trader.multiple}` },
  ];
  return (
    <button type="button" className={styles.card} onClick={() => onOpen(trader)} data-trader={trader.code}>
      <span className={styles.head}>
        <span className={`${styles.rank} ${rank <= 3 ? styles.top : ''}`}>{rank}</span>
        <img className={styles.avatar} src={trader.avatar} alt="" width={40} height={40} />
        <span className={styles.who}>
          <span className={styles.name}>{trader.user}</span>
          <span className={styles.code}>{trader.code}</span>
        </span>
        <span className={styles.rate}>
          <span className={styles.rateValue}>+{percent(trader.three_week_rate)}</span>
          <span className={styles.rateLabel}>{t('rank.threeWeekRate')}</span>
        </span>
      </span>
      <span className={styles.stats}>
        {stats.map((stat) => (
          <span key={stat.label} className={styles.stat}>
            <span className={styles.statValue}>{stat.value}</span>
            <span className={styles.statLabel}>{stat.label}</span>
          </span>
        ))}
      </span>
      <span className={styles.variety}>
        <span className={styles.varietyLabel}>{t('rank.variety')}</span>
        {trader.variety.split(',').map((code) => (
          <span key={code} className={styles.tag}>
            {code}
          </span>
        ))}
      </span>
    </button>
  );
}
