import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { INTL_LOCALE, parseLanguage } from '../../../protocol/locales.ts';
import { NavBar } from '../../ui/NavBar.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { ZonedTime } from '../../ui/ZonedTime.tsx';
import styles from './NewsDetail.module.css';
import { useNewsDetail } from './queries.ts';

function articleId(raw: string | null): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /news/detail?id=: one article; its HTML was sanitised by the server when staff wrote it. */
export default function NewsDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = articleId(params.get('id'));
  const article = useNewsDetail(id);

  return (
    <div className={styles.screen}>
      <NavBar title={t('screens.newsDetail')} back />
      <div className={styles.scroll}>
        {article.data ? (
          <article className={styles.article} lang={INTL_LOCALE[parseLanguage(article.data.lang) ?? 'en']}>
            <h1 className={styles.title}>{article.data.title}</h1>
            <ZonedTime className={styles.date} at={article.data.created_at} style="short" />
            <div
              className={styles.body}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with sanitize-html when written (server/content/sanitize.ts)
              dangerouslySetInnerHTML={{ __html: article.data.content }}
            />
          </article>
        ) : id === null || article.isError ? (
          <p className={styles.missing}>{t('news.notFound')}</p>
        ) : (
          <div className={styles.article} aria-busy="true">
            <Skeleton width="92%" height={22} />
            <Skeleton width="60%" height={22} />
            <Skeleton width={140} height={12} />
            <Skeleton width="100%" height={120} />
          </div>
        )}
      </div>
    </div>
  );
}
