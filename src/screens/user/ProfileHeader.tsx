import { useTranslation } from 'react-i18next';
import { accountName } from '../../accounts/accountName.ts';
import type { SessionUser } from '../../stores/session.ts';
import { UserIcon } from '../../ui/icons.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import styles from './UserScreen.module.css';

/**
 * The user centre's head: avatar, who is logged in (the demo label, the whole e-mail or the phone number,
 * over up to three lines when it is long) and the UID; placeholders while the user loads.
 */
export function ProfileHeader({ user }: { user: SessionUser | null }) {
  const { t } = useTranslation();
  const name = user && user.is_demo !== 1 ? accountName(user, '') : '';
  return (
    <header className={styles.profile}>
      <span className={styles.avatar}>
        <UserIcon />
      </span>
      <div className={styles.who}>
        {user ? (
          <>
            <p className={styles.name} title={name || undefined}>
              {user.is_demo === 1 ? <span className={styles.demoBadge}>{t('user.demoLabel')}</span> : name}
            </p>
            <p className={styles.uid}>{t('user.uid', { uid: user.uid })}</p>
          </>
        ) : (
          <>
            <Skeleton width={180} height={18} />
            <Skeleton width={90} height={12} />
          </>
        )}
      </div>
    </header>
  );
}
