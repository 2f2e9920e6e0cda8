import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../stores/ui.ts';
import { Button } from '../../../ui/Button.tsx';
import { ImagePicker } from '../../../ui/ImagePicker.tsx';
import { CheckIcon, HourglassIcon } from '../../../ui/icons.tsx';
import { NavBar } from '../../../ui/NavBar.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import mine from '../Mine.module.css';
import { PAYMENT_KEYS, paymentsApi } from './api.ts';
import styles from './Payments.module.css';
import { Rows } from './parts.tsx';

const upload = async (file: File) => (await paymentsApi.uploadImage(file)).url;

/** /mine/auth: identity verification (0 form, 1 waiting, 2 verified, 3 rejected: the reason and the form). */
export default function AuthScreen() {
  const { t } = useTranslation();
  const center = useQuery({ queryKey: PAYMENT_KEYS.identity, queryFn: ({ signal }) => paymentsApi.identity(signal) });
  const status = center.data?.review_status;
  return (
    <div className={mine.screen}>
      <NavBar title={t('screens.auth')} back />
      <div className={mine.scroll}>
        {center.isPending ? (
          <Skeleton width="100%" height={320} />
        ) : status === 1 || status === 2 ? (
          <section className={`${mine.card} ${styles.status}`} data-testid="auth-status" data-status={status}>
            {/* drawn, not an emoji: a device without an emoji font showed ⏳ as an empty box */}
            {status === 2 ? (
              <CheckIcon className={`${styles.statusIcon} ${styles.statusVerified}`} data-testid="auth-status-icon" />
            ) : (
              <HourglassIcon
                className={`${styles.statusIcon} ${styles.statusWaiting}`}
                data-testid="auth-status-icon"
              />
            )}
            <h2 className={mine.heading}>{status === 2 ? t('payments.certified') : t('payments.waitingAudit')}</h2>
            <Rows
              rows={[
                [t('payments.realName'), center.data?.name ?? ''],
                [t('payments.idNumber'), center.data?.card_id ?? ''],
              ]}
            />
          </section>
        ) : (
          <IdentityForm rejectedReason={status === 3 ? (center.data?.reason ?? '') : null} />
        )}
      </div>
    </div>
  );
}

function IdentityForm({ rejectedReason }: { rejectedReason: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [cardId, setCardId] = useState('');
  const [front, setFront] = useState<string | null>(null);
  const [reverse, setReverse] = useState<string | null>(null);

  const submit = async () => {
    if (!name.trim()) return toast(t('payments.enterName'));
    if (!cardId.trim()) return toast(t('payments.enterIdNumber'));
    if (!front || !reverse) return toast(t('payments.uploadBoth'));
    try {
      await paymentsApi.submitIdentity({ name: name.trim(), cardId: cardId.trim(), front, reverse });
      toast(t('payments.identitySubmitted'), 'success');
      await queryClient.invalidateQueries({ queryKey: PAYMENT_KEYS.identity });
    } catch {
      // the API client has shown why
    }
  };

  return (
    <section className={`${mine.card} ${styles.form}`}>
      {rejectedReason !== null && (
        <p className={styles.warn} data-testid="auth-rejected">
          {t('payments.identityRejected', { reason: rejectedReason })}
        </p>
      )}
      <p className={mine.muted}>{t('payments.identityIntro')}</p>
      <TextField label={t('payments.realName')} value={name} onChange={setName} autoComplete="name" />
      <TextField label={t('payments.idNumber')} value={cardId} onChange={setCardId} autoComplete="off" />
      <div className={styles.pictures}>
        <ImagePicker label={t('payments.front')} value={front} onChange={setFront} upload={upload} testId="id-front" />
        <ImagePicker
          label={t('payments.back')}
          value={reverse}
          onChange={setReverse}
          upload={upload}
          testId="id-back"
        />
      </div>
      <Button block onClick={() => void submit()}>
        {t('payments.submitIdentity')}
      </Button>
    </section>
  );
}
