import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../accounts/api.ts';
import { toast } from '../../stores/ui.ts';
import { Button } from '../../ui/Button.tsx';
import { NavBar } from '../../ui/NavBar.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { copyText } from './clipboard.ts';
import styles from './Mine.module.css';

/** /mine/email: the complaint address from the base data, with a mailto link and a copy button. */
export default function EmailScreen() {
  const { t } = useTranslation();
  // asked again each time the screen opens: a link staff just changed shows without reloading the app
  const basic = useQuery({
    queryKey: ['basicInfo'],
    queryFn: accountsApi.basicInfo,
    staleTime: 5 * 60_000,
    refetchOnMount: 'always',
  });
  const address = basic.data?.complaint_email.trim() ?? '';
  const mailto = `mailto:${address}?subject=${encodeURIComponent(t('support.complaintSubject'))}`;

  return (
    <div className={styles.screen}>
      <NavBar title={t('screens.email')} back />
      <div className={styles.scroll}>
        <section className={styles.hero}>
          <img className={styles.heroIcon} src="/news/mail.svg" alt="" width={56} height={56} />
          <p className={styles.heroText}>{t('support.complaintIntro')}</p>
        </section>
        <section className={styles.card}>
          <p className={styles.label}>{t('support.complaintAddress')}</p>
          {basic.isPending ? (
            <Skeleton width={220} height={22} />
          ) : address ? (
            <>
              <a className={styles.email} href={mailto} data-testid="complaint-email">
                {address}
              </a>
              <div className={styles.actions}>
                <a className={styles.linkButton} href={mailto}>
                  {t('support.writeEmail')}
                </a>
                <Button
                  variant="secondary"
                  onClick={() =>
                    void copyText(address).then((copied) =>
                      toast(copied ? t('invite.copied') : t('invite.copyFailed'), copied ? 'success' : 'error'),
                    )
                  }
                >
                  {t('support.copyAddress')}
                </Button>
              </div>
            </>
          ) : (
            <p className={styles.muted}>{t('support.emailUnavailable')}</p>
          )}
        </section>
        <section className={styles.card}>
          <h2 className={styles.heading}>{t('support.complaintTipsTitle')}</h2>
          <ul className={styles.steps}>
            <li>{t('support.complaintTip1')}</li>
            <li>{t('support.complaintTip2')}</li>
            <li>{t('support.complaintTip3')}</li>
          </ul>
        </section>
      </div>
    </div>
  );
}
