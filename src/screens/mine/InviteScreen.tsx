import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { contentApi } from '../../content/api.ts';
import { formatDecimal } from '../../format/number.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useSession } from '../../stores/session.ts';
import { toast } from '../../stores/ui.ts';
import { Button } from '../../ui/Button.tsx';
import { NavBar } from '../../ui/NavBar.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { copyText } from './clipboard.ts';
import { inviteLink } from './inviteLink.ts';
import styles from './Mine.module.css';
import { useQrDataUrl } from './useQrDataUrl.ts';

/** /mine/invite: the user's invite code, sign-up link and its QR code, copy buttons and the invited count. */
export default function InviteScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const token = useSession((state) => state.token);
  const isDemo = useSession((state) => state.user?.is_demo === 1);
  const info = useQuery({
    queryKey: ['inviteInfo', token],
    queryFn: ({ signal }) => contentApi.inviteInfo(signal),
    enabled: token !== null && !isDemo,
  });
  const link = info.data ? inviteLink(window.location.origin, info.data.invite_code) : null;
  const qr = useQrDataUrl(link);

  const copy = async (text: string) => {
    const copied = await copyText(text);
    toast(copied ? t('invite.copied') : t('invite.copyFailed'), copied ? 'success' : 'error');
  };

  if (token === null) {
    return (
      <div className={styles.screen}>
        <NavBar title={t('screens.invite')} back />
        <div className={styles.center}>
          <p className={styles.muted}>{t('invite.loginFirst')}</p>
          <Button onClick={() => navigate('/login?from=%2Fmine%2Finvite')}>{t('auth.login')}</Button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.screen}>
      <NavBar title={t('screens.invite')} back />
      <div className={styles.scroll}>
        <section className={styles.hero}>
          <img className={styles.heroIcon} src="/news/invite.svg" alt="" width={56} height={56} />
          <p className={styles.heroText}>{t('invite.intro')}</p>
        </section>

        <section className={styles.card}>
          <div className={styles.countRow}>
            <span className={styles.muted}>{t('invite.invitedCount')}</span>
            <span className={styles.count} data-testid="invite-count">
              {info.data ? formatDecimal(info.data.invite_count, 0, lang) : <Skeleton width={40} height={22} />}
            </span>
          </div>
        </section>

        <section className={styles.card}>
          <p className={styles.label}>{t('invite.codeLabel')}</p>
          <div className={styles.copyRow}>
            <span className={styles.code} data-testid="invite-code">
              {info.data?.invite_code ?? <Skeleton width={140} height={24} />}
            </span>
            <Button
              variant="secondary"
              disabled={!info.data}
              onClick={() => info.data && void copy(info.data.invite_code)}
            >
              {t('invite.copyCode')}
            </Button>
          </div>
          <p className={styles.label}>{t('invite.linkLabel')}</p>
          <p className={styles.link} data-testid="invite-link">
            {link ?? <Skeleton width="100%" height={16} />}
          </p>
          <Button block disabled={!link} onClick={() => link && void copy(link)}>
            {t('invite.copyLink')}
          </Button>
        </section>

        <section className={`${styles.card} ${styles.qrCard}`}>
          {qr ? (
            <img className={styles.qr} src={qr} alt={t('invite.qrLabel')} width={220} height={220} />
          ) : (
            <Skeleton width={220} height={220} />
          )}
          <p className={styles.muted}>{t('invite.qrHint')}</p>
        </section>

        <section className={styles.card}>
          <h2 className={styles.heading}>{t('invite.howTitle')}</h2>
          <ol className={styles.steps}>
            <li>{t('invite.how1')}</li>
            <li>{t('invite.how2')}</li>
            <li>{t('invite.how3')}</li>
          </ol>
        </section>
      </div>
    </div>
  );
}
