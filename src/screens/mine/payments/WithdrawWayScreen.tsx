import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { BANK_FIELDS, type BankField } from '../../../../protocol/schemas/payments.ts';
import { useGoBack } from '../../../app/useGoBack.ts';
import { toast } from '../../../stores/ui.ts';
import { Button } from '../../../ui/Button.tsx';
import { NavBar } from '../../../ui/NavBar.tsx';
import { Segmented } from '../../../ui/Segmented.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import mine from '../Mine.module.css';
import { PAYMENT_KEYS, paymentsApi } from './api.ts';
import styles from './Payments.module.css';
import { Chips } from './parts.tsx';

const EMPTY_BANK: Record<BankField, string> = {
  bank_country: '',
  bank_name: '',
  bank_address: '',
  bank_swift: '',
  aba_code: '',
  postal_code: '',
  payee_name: '',
  payee_account: '',
  payee_address: '',
};

/** /mine/withdraw-way?type=1|2: binds a crypto address (1) or a bank account (2, payee = verified name). */
export default function WithdrawWayScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const type = params.get('type') === '2' ? 2 : 1;
  // opened in a fresh tab, "back" after saving goes to the list the new method joins, never out of the app
  const listPath = type === 1 ? '/mine/coin-address-list' : '/mine/bank-card-list';
  const goBack = useGoBack();
  const currencies = useQuery({
    queryKey: ['drawCurrencies', type],
    queryFn: ({ signal }) => paymentsApi.drawCurrencies(type, signal),
  });
  const identity = useQuery({
    queryKey: PAYMENT_KEYS.identity,
    queryFn: ({ signal }) => paymentsApi.identity(signal),
    enabled: type === 2,
  });
  const [currencyId, setCurrencyId] = useState<number | null>(null);
  const currency = currencies.data?.find((item) => item.id === currencyId) ?? currencies.data?.[0] ?? null;
  const [address, setAddress] = useState('');
  const [bank, setBank] = useState(EMPTY_BANK);
  const [accountType, setAccountType] = useState<'1' | '2'>('2');
  const verified = identity.data?.review_status === 2;

  const save = async () => {
    if (!currency) return toast(t('payments.noChannel'));
    if (type === 1 && !address.trim()) return toast(t('payments.enterAddress'));
    if (type === 2 && BANK_FIELDS.some((field) => !bank[field].trim())) return toast(t('payments.pleaseComplete'));
    try {
      await paymentsApi.bindMethod(
        type === 1
          ? { draw_id: currency.id, type, dc_address: address.trim() }
          : { draw_id: currency.id, type, ...bank, account_type: accountType === '1' ? 1 : 2 },
      );
      toast(t('payments.bound'), 'success');
      await queryClient.invalidateQueries({ queryKey: PAYMENT_KEYS.methods });
      goBack(listPath);
    } catch {
      // the API client has shown why
    }
  };

  const field = (name: BankField) => (
    <TextField
      key={name}
      label={t(`payments.bank.${name}`)}
      value={bank[name]}
      onChange={(value) => setBank((current) => ({ ...current, [name]: value }))}
      autoComplete="off"
    />
  );

  return (
    <div className={mine.screen}>
      <NavBar title={type === 1 ? t('payments.bindAddress') : t('payments.bindBank')} back backTo={listPath} />
      <div className={mine.scroll}>
        <section className={`${mine.card} ${styles.form}`}>
          {currencies.isPending ? (
            <Skeleton width="100%" height={36} />
          ) : (
            <Chips
              label={t('payments.currency')}
              options={(currencies.data ?? []).map((item) => ({
                value: item.id,
                text: item.protocol ? `${item.code} · ${item.protocol}` : item.code,
              }))}
              value={currency?.id ?? null}
              onChange={(value) => setCurrencyId(Number(value))}
            />
          )}
          {type === 1 ? (
            <>
              <TextField
                label={t('payments.walletAddress')}
                value={address}
                onChange={setAddress}
                autoComplete="off"
                spellCheck={false}
              />
              <p className={styles.warn}>
                {t('payments.addressWarning', { network: currency?.protocol || currency?.code || '' })}
              </p>
            </>
          ) : (
            <>
              {identity.data && !verified && (
                <button type="button" className={styles.linkRow} onClick={() => navigate('/mine/auth')}>
                  <span>{t('payments.verifyFirst')}</span>
                  <span aria-hidden="true">›</span>
                </button>
              )}
              <p className={styles.note}>{t('payments.payeeMustMatch')}</p>
              {BANK_FIELDS.map(field)}
              <Segmented
                label={t('payments.accountType')}
                options={[
                  { value: '2', text: t('payments.savings') },
                  { value: '1', text: t('payments.checking') },
                ]}
                value={accountType}
                onChange={(value) => setAccountType(value === '1' ? '1' : '2')}
              />
            </>
          )}
          <Button block onClick={() => void save()}>
            {t('payments.save')}
          </Button>
        </section>
      </div>
    </div>
  );
}
