import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountsApi } from '../../accounts/api.ts';
import { NavBar } from '../../ui/NavBar.tsx';
import styles from './Mine.module.css';
import { frameSandbox } from './serviceFrame.ts';

const FAQ = [1, 2, 3] as const;

/** /mine/chat: the configured customer-service page in a sandboxed frame, or our own support page. */
export default function ChatScreen() {
  const { t } = useTranslation();
  // asked again each time the screen opens: a link staff just changed shows without reloading the app
  const basic = useQuery({
    queryKey: ['basicInfo'],
    queryFn: accountsApi.basicInfo,
    staleTime: 5 * 60_000,
    refetchOnMount: 'always',
  });
  const frame = basic.data ? frameSandbox(basic.data.service_link, window.location.origin) : null;

  return (
    <div className={styles.screen}>
      <NavBar
        title={t('screens.chat')}
        back
        right={
          frame && basic.data?.service_link_type === 2 ? (
            <a className={styles.navLink} href={frame.url} target="_blank" rel="noopener noreferrer">
              {t('support.openExternal')}
            </a>
          ) : null
        }
      />
      {frame ? (
        <iframe
          className={styles.frame}
          src={frame.url}
          title={t('support.frameTitle')}
          sandbox={frame.sandbox}
          referrerPolicy="no-referrer"
          allow="clipboard-write"
        />
      ) : (
        <div className={styles.scroll}>
          <section className={styles.hero}>
            <img className={styles.heroIcon} src="/news/support.svg" alt="" width={56} height={56} />
            <h2 className={styles.heading}>{t('support.title')}</h2>
            <p className={styles.heroText}>{t('support.body')}</p>
          </section>
          <section className={styles.card}>
            <h2 className={styles.heading}>{t('support.faqTitle')}</h2>
            {FAQ.map((index) => (
              <details key={index} className={styles.faq}>
                <summary>{t(`support.faq${index}q`)}</summary>
                <p>{t(`support.faq${index}a`)}</p>
              </details>
            ))}
          </section>
          <section className={styles.card}>
            <p className={styles.muted}>{t('support.stillNeedHelp')}</p>
            <Link className={styles.linkButton} to="/mine/email">
              {t('screens.email')}
            </Link>
          </section>
        </div>
      )}
    </div>
  );
}
