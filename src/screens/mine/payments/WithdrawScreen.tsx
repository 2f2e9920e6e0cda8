import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { WITHDRAW_DECIMALS } from '../../../../protocol/schemas/payments.ts';
import { expectedReceipt, withdrawFee } from '../../../../protocol/withdrawMath.ts';
import { BALANCE_KEY } from '../../../accounts/queries.ts';
import { formatDecimal, formatExact, formatTyped } from '../../../format/number.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { toast } from '../../../stores/ui.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { NavBar } from '../../../ui/NavBar.tsx';
import { Segmented } from '../../../ui/Segmented.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useFieldChecks } from '../../../ui/useFieldChecks.ts';
import mine from '../Mine.module.css';
import { checkAmount } from './amountInput.ts';
import { PAYMENT_KEYS, paymentsApi } from './api.ts';
import { methodLabel } from './methodLabel.ts';
import styles from './Payments.module.css';
import { Chips, Rows } from './parts.tsx';
import { WithdrawRecords } from './WithdrawRecords.tsx';

/** /mine/withdraw: channel, currency, bound account, amount, fee and expected receipt (the server's formulas). */
export default function WithdrawScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [type, setType] = useState<1 | 2>(1);
  const currencies = useQuery({
    queryKey: ['drawCurrencies', type],
    queryFn: ({ signal }) => paymentsApi.drawCurrencies(type, signal),
  });
  const [currencyId, setCurrencyId] = useState<number | null>(null);
  const currency = currencies.data?.find((item) => item.id === currencyId) ?? currencies.data?.[0] ?? null;
  const methods = useQuery({
    queryKey: [...PAYMENT_KEYS.methods, type, currency?.id],
    queryFn: ({ signal }) => paymentsApi.methods(type, currency?.id, signal),
    enabled: currency !== null,
  });
  const detail = useQuery({ queryKey: PAYMENT_KEYS.detail, queryFn: ({ signal }) => paymentsApi.forexDetail(signal) });
  const [methodId, setMethodId] = useState<number | null>(null);
  const method = methods.data?.find((item) => item.id === methodId) ?? methods.data?.[0] ?? null;
  const [amount, setAmount] = useState('');
  /** the typed amount in the wire's plain form (the language's decimal mark or a point), or what is wrong */
  const { wire: wireAmount, problem: amountProblem } = checkAmount(t, amount, lang, WITHDRAW_DECIMALS);
  const [memo, setMemo] = useState('');
  const [askBind, setAskBind] = useState(false);

  const fee = currency && wireAmount !== null ? withdrawFee(wireAmount, currency) : null;
  const receipt = currency && fee && wireAmount !== null ? expectedReceipt(wireAmount, fee, currency.usd_price) : null;
  const bindPath = `/mine/withdraw-way?type=${type}`;
  const checks = useFieldChecks({ amount: amountProblem });

  const submit = async () => {
    if (!currency) return toast(t('payments.noChannel'));
    if (!method) {
      setAskBind(true);
      return;
    }
    // passes() checked the amount; the null check says so to the compiler
    if (!checks.passes() || wireAmount === null) return;
    try {
      await paymentsApi.draw({
        currencyId: currency.id,
        amount: wireAmount,
        memo: memo.trim(),
        methodId: method.id,
      });
      setAmount('');
      setMemo('');
      checks.reset();
      toast(t('payments.withdrawSubmitted'), 'success');
      void queryClient.invalidateQueries({ queryKey: PAYMENT_KEYS.withdrawals });
      void queryClient.invalidateQueries({ queryKey: PAYMENT_KEYS.detail });
      void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
    } catch {
      // the API client has shown why
    }
  };

  return (
    <div className={mine.screen}>
      <NavBar title={t('screens.withdraw')} back />
      <div className={mine.scroll}>
        <Segmented
          label={t('payments.channel')}
          options={[
            { value: '1', text: t('payments.crypto') },
            { value: '2', text: t('payments.bankAccount') },
          ]}
          value={String(type) as '1' | '2'}
          onChange={(value) => {
            setType(value === '2' ? 2 : 1);
            setCurrencyId(null);
            setMethodId(null);
          }}
        />
        <section ref={checks.form} className={`${mine.card} ${styles.form}`}>
          <div className={styles.grid2}>
            <div className={styles.stat}>
              <span className={styles.statLabel}>{t('payments.freeMargin')}</span>
              <span className={styles.statValue} data-testid="withdraw-free">
                {detail.data ? formatDecimal(detail.data.free_margin, 2, lang) : <Skeleton width={70} height={18} />}
              </span>
            </div>
            <div className={styles.stat}>
              <span className={styles.statLabel}>{t('payments.locked')}</span>
              <span className={styles.statValue}>
                {detail.data ? formatDecimal(detail.data.lock_balance, 2, lang) : <Skeleton width={70} height={18} />}
              </span>
            </div>
          </div>
          {currencies.isPending ? (
            <Skeleton width="100%" height={36} />
          ) : currency ? (
            <Chips
              label={t('payments.currency')}
              options={(currencies.data ?? []).map((item) => ({
                value: item.id,
                text: item.protocol ? `${item.code} · ${item.protocol}` : item.code,
              }))}
              value={currency.id}
              onChange={(value) => {
                setCurrencyId(value);
                setMethodId(null);
              }}
            />
          ) : (
            <p className={styles.warn}>{t('payments.noChannel')}</p>
          )}
          <p className={mine.label}>{type === 1 ? t('payments.toAddress') : t('payments.toBankAccount')}</p>
          {methods.isPending && currency ? (
            <Skeleton width="100%" height={48} />
          ) : method ? (
            <select
              className={styles.select}
              aria-label={type === 1 ? t('payments.toAddress') : t('payments.toBankAccount')}
              value={method.id}
              onChange={(event) => setMethodId(Number(event.target.value))}
            >
              {(methods.data ?? []).map((item) => (
                <option key={item.id} value={item.id}>
                  {methodLabel(item)}
                </option>
              ))}
            </select>
          ) : (
            <button type="button" className={styles.linkRow} onClick={() => navigate(bindPath)}>
              <span>{type === 1 ? t('payments.addAddressFirst') : t('payments.addBankFirst')}</span>
              <span aria-hidden="true">›</span>
            </button>
          )}
          <TextField
            label={t('payments.amountUsd')}
            value={amount}
            onChange={setAmount}
            inputMode="decimal"
            placeholder={
              currency
                ? t('payments.minimum', { min: formatExact(currency.min_amount, 0, lang) })
                : formatTyped(0, 2, lang)
            }
            error={checks.error('amount')}
          />
          <TextField label={t('payments.memo')} value={memo} onChange={setMemo} maxLength={200} />
          <Rows
            rows={[
              [
                t('payments.fee'),
                <span key="fee" data-testid="withdraw-fee">
                  {fee ? `${formatExact(fee.toFixed(), 2, lang)} USD` : '--'}
                </span>,
              ],
              [
                t('payments.expectedReceipt'),
                <span key="receipt" data-testid="withdraw-receipt">
                  {receipt && currency ? `${formatExact(receipt.toFixed(), 2, lang)} ${currency.code}` : '--'}
                </span>,
              ],
            ]}
          />
          <Button
            block
            disabled={currencies.isPending || (currency !== null && methods.isPending)}
            onClick={() => void submit()}
          >
            {t('payments.submitWithdraw')}
          </Button>
        </section>
        <h2 className={mine.heading}>{t('payments.withdrawRecords')}</h2>
        <WithdrawRecords type={type} />
      </div>
      <ConfirmDialog
        open={askBind}
        title={type === 1 ? t('payments.noAddressTitle') : t('payments.noBankTitle')}
        message={type === 1 ? t('payments.addAddressFirst') : t('payments.addBankFirst')}
        confirmLabel={type === 1 ? t('payments.bindAddress') : t('payments.bindBank')}
        onCancel={() => setAskBind(false)}
        onConfirm={() => {
          setAskBind(false);
          navigate(bindPath);
        }}
      />
    </div>
  );
}
