import { useAuthedImage } from '../screens/mine/payments/useAuthedImage.ts';
import styles from './AdminPayments.module.css';
import { staffToken } from './adminApi.ts';

/** A user's uploaded image, fetched with the staff token (uploads are never public); opens full size. */
export function AdminImage({ url, label }: { url: string; label: string }) {
  const src = useAuthedImage(url || null, staffToken());
  if (!src) return <span className={styles.thumbEmpty}>…</span>;
  return (
    <a href={src} target="_blank" rel="noreferrer" title={label}>
      <img className={styles.thumb} src={src} alt={label} />
    </a>
  );
}
