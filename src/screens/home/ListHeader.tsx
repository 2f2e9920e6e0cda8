import { useTranslation } from 'react-i18next';
import { useMarketBoard } from '../../stores/marketBoard.ts';
import styles from './HomeScreen.module.css';

/**
 * Above the market list: the switch between the boards (last price and change, or bid, ask and spread; a
 * pressed "Bid/Ask" button, remembered on the device) and the names of the columns the rows show.
 */
export function ListHeader() {
  const { t } = useTranslation();
  const board = useMarketBoard((state) => state.board);
  const chooseBoard = useMarketBoard((state) => state.chooseBoard);
  const bidAsk = board === 'bidAsk';
  return (
    <div className={styles.header} data-board={board}>
      <button
        type="button"
        className={bidAsk ? `${styles.chip} ${styles.chipActive}` : styles.chip}
        aria-pressed={bidAsk}
        onClick={() => chooseBoard(bidAsk ? 'last' : 'bidAsk')}
      >
        {t('home.boardBidAsk')}
      </button>
      <span aria-hidden="true">{t(bidAsk ? 'home.columnBid' : 'home.columnPrice')}</span>
      <span aria-hidden="true">{t(bidAsk ? 'home.columnAsk' : 'home.columnChange')}</span>
    </div>
  );
}
