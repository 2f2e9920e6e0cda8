import { useTranslation } from 'react-i18next';
import { halfWidth } from '../format/number.ts';
import { Segmented } from '../ui/Segmented.tsx';
import { TextField } from '../ui/TextField.tsx';
import { AreaCodeSelect } from './AreaCodeSelect.tsx';
import type { Channel, Identity } from './api.ts';

interface IdentityFieldsProps {
  identity: Identity;
  onChange(identity: Identity): void;
  /** Offer the e-mail | mobile switch; otherwise the channel is fixed. */
  switchable: boolean;
}

/** E-mail, or calling code + mobile number, with an optional switch between them. */
export function IdentityFields({ identity, onChange, switchable }: IdentityFieldsProps) {
  const { t } = useTranslation();
  const channels: { value: Channel; text: string }[] = [
    { value: 'email', text: t('auth.email') },
    { value: 'mobile', text: t('auth.mobile') },
  ];
  return (
    <>
      {switchable && (
        <Segmented
          label={t('auth.loginBy')}
          options={channels}
          value={identity.channel}
          onChange={(channel) => onChange({ ...identity, channel, account: '' })}
        />
      )}
      {identity.channel === 'email' ? (
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder={t('auth.emailPlaceholder')}
          value={identity.account}
          onChange={(account) => onChange({ ...identity, account })}
        />
      ) : (
        <TextField
          label={t('auth.mobile')}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder={t('auth.mobilePlaceholder')}
          value={identity.account}
          onChange={(account) => onChange({ ...identity, account: halfWidth(account) })}
          leading={<AreaCodeSelect value={identity.areaId} onChange={(areaId) => onChange({ ...identity, areaId })} />}
        />
      )}
    </>
  );
}
