import { Link } from 'react-router';
import type { NewsItem } from '../../../protocol/schemas/news.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { ZonedTime } from '../../ui/ZonedTime.tsx';
import styles from './NewsScreen.module.css';

export function NewsRow({ item }: { item: NewsItem }) {
  return (
    <Link to={`/news/detail?id=${item.id}`} className={styles.row} data-news-id={item.id}>
      <img className={styles.logo} src={item.logo} alt="" width={64} height={64} loading="lazy" />
      <span className={styles.text}>
        <span className={styles.title}>{item.title}</span>
        <span className={styles.desc}>{item.desc}</span>
        <ZonedTime className={styles.date} at={item.created_at} style="short" />
      </span>
    </Link>
  );
}

export function NewsRowSkeleton() {
  return (
    <div className={styles.row} aria-hidden="true">
      <Skeleton width={64} height={64} />
      <span className={styles.text}>
        <Skeleton width="90%" height={16} />
        <Skeleton width="70%" height={12} />
        <Skeleton width={110} height={11} />
      </span>
    </div>
  );
}
