import { useTranslation } from 'react-i18next';
import { NavBar } from '../../ui/NavBar.tsx';
import { OrderBook } from './OrderBook.tsx';
import { OrderHeader } from './OrderHeader.tsx';
import styles from './OrderScreen.module.css';

/** /order: the account header, tabs holding (1) / pending (0) / history (3) and the order detail sheet. */
export default function OrderScreen() {
  const { t } = useTranslation();
  return (
    <div className={styles.screen}>
      <NavBar title={t('screens.order')} />
      <OrderHeader />
      <OrderBook />
    </div>
  );
}
