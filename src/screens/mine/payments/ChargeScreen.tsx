import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_DECIMALS, WIRE_DECIMALS } from '../../../../protocol/schemas/payments.ts';
import { formatTyped } from '../../../format/number.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { useSession } from '../../../stores/session.ts';
import { toast } from '../../../stores/ui.ts';
import { Button } from '../../../ui/Button.tsx';
import { ImagePicker } from '../../../ui/ImagePicker.tsx';
import { NavBar } from '../../../ui/NavBar.tsx';
import { Segmented } from '../../../ui/Segmented.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useFieldChecks } from '../../../ui/useFieldChecks.ts';
import { copyText } from '../clipboard.ts';
import mine from '../Mine.module.css';
import { useQrDataUrl } from '../useQrDataUrl.ts';
import { checkAmount } from './amountInput.ts';
import { PAYMENT_KEYS, paymentsApi } from './api.ts';
import { DepositRecords } from './DepositRecords.tsx';
import styles from './Payments.module.css';
import { Chips, Rows } from './parts.tsx';

type Channel = 'crypto' | 'bank';

const upload = async (file: File) => (await paymentsApi.uploadImage(file)).url;

/** /mine/charge: deposit by crypto (address + QR, network, amount, proof) or bank wire (details, proof). */
export default function ChargeScreen() {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<Channel>('crypto');
  return (
    <div className={mine.screen}>
      <NavBar title={t('screens.charge')} back />
      <div className={mine.scroll}>
        <Segmented
          label={t('payments.channel')}
          options={[
            { value: 'crypto', text: t('payments.crypto') },
            { value: 'bank', text: t('payments.bankWire') },
          ]}
          value={channel}
          onChange={(value) => setChannel(value === 'bank' ? 'bank' : 'crypto')}
        />
        {channel === 'crypto' ? <CryptoDeposit /> : <WireDeposit />}
        <DepositRecords type={channel === 'crypto' ? 0 : 1} />
      </div>
    </div>
  );
}

interface FieldProps<Value> {
  value: Value;
  onChange(value: Value): void;
  error: string | null;
}

/** The amount sent, in `currency`, typed with the language's decimal mark. */
function AmountField({ currency, ...field }: FieldProps<string> & { currency: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <TextField
      label={t('payments.amountIn', { currency })}
      inputMode="decimal"
      placeholder={formatTyped(0, 2, lang)}
      {...field}
    />
  );
}

/** The picture of the transfer (SPEC §9: one image). */
function ProofPicker({ testId, ...field }: FieldProps<string | null> & { testId?: string }) {
  const { t } = useTranslation();
  return <ImagePicker label={t('payments.proof')} upload={upload} testId={testId} {...field} />;
}

function useSubmitted() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return () => {
    toast(t('payments.depositSubmitted'), 'success');
    void queryClient.invalidateQueries({ queryKey: PAYMENT_KEYS.deposits });
  };
}

function CryptoDeposit() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const info = useQuery({ queryKey: ['chargeInfo'], queryFn: ({ signal }) => paymentsApi.chargeInfo(signal) });
  const coins = [...new Set((info.data?.crypto ?? []).map((method) => method.currency_code))];
  const [coin, setCoin] = useState<string | null>(null);
  const chosenCoin = coin ?? coins[0] ?? null;
  const networks = (info.data?.crypto ?? []).filter((method) => method.currency_code === chosenCoin);
  const [methodId, setMethodId] = useState<number | null>(null);
  const method = networks.find((item) => item.id === methodId) ?? networks[0] ?? null;
  const qr = useQrDataUrl(method?.address ?? null);
  const [amount, setAmount] = useState('');
  /** the typed amount in the wire's plain form (the language's decimal mark or a point), or what is wrong */
  const typedAmount = checkAmount(t, amount, lang, DEPOSIT_DECIMALS);
  const [from, setFrom] = useState('');
  const [proof, setProof] = useState<string | null>(null);
  const submitted = useSubmitted();
  const checks = useFieldChecks({
    amount: typedAmount.problem,
    wallet: from.trim() ? null : t('payments.enterWallet'),
    proof: proof ? null : t('payments.uploadProof'),
  });

  if (info.isPending) return <Skeleton width="100%" height={320} />;
  if (!method) return <p className={styles.note}>{t('payments.noChannel')}</p>;

  const submit = async () => {
    // passes() checked the amount and proof too; the null checks say so to the compiler
    if (!checks.passes() || proof === null || typedAmount.wire === null) return;
    try {
      await paymentsApi.submitCrypto({
        amount: typedAmount.wire,
        proofImg: proof,
        address: from.trim(),
        chargeId: method.id,
      });
      setAmount('');
      setFrom('');
      setProof(null);
      checks.reset();
      submitted();
    } catch {
      // the API client has shown why
    }
  };

  return (
    <section ref={checks.form} className={`${mine.card} ${styles.form}`}>
      <Chips
        label={t('payments.coin')}
        options={coins.map((code) => ({ value: code, text: code }))}
        value={chosenCoin}
        onChange={(value) => {
          setCoin(value);
          setMethodId(null);
        }}
      />
      <p className={mine.label}>{t('payments.network')}</p>
      <Chips
        label={t('payments.network')}
        options={networks.map((item) => ({ value: item.id, text: item.protocol_code }))}
        value={method.id}
        onChange={(value) => setMethodId(Number(value))}
      />
      {qr ? (
        <img className={styles.qr} src={qr} alt={t('payments.addressQr')} width={180} height={180} />
      ) : (
        <Skeleton width={180} height={180} />
      )}
      <p className={mine.label}>
        {t('payments.depositAddress', { coin: method.currency_code, network: method.protocol_code })}
      </p>
      <p className={styles.address} data-testid="deposit-address">
        {method.address}
      </p>
      <Button
        variant="secondary"
        onClick={() =>
          void copyText(method.address).then((done) =>
            toast(done ? t('invite.copied') : t('invite.copyFailed'), done ? 'success' : 'error'),
          )
        }
      >
        {t('payments.copyAddress')}
      </Button>
      <p className={styles.warn}>
        {t('payments.networkWarning', { coin: method.currency_code, network: method.protocol_code })}
      </p>
      <AmountField currency={method.currency_code} value={amount} onChange={setAmount} error={checks.error('amount')} />
      <TextField
        label={t('payments.yourWallet')}
        value={from}
        onChange={setFrom}
        autoComplete="off"
        error={checks.error('wallet')}
      />
      <ProofPicker value={proof} onChange={setProof} error={checks.error('proof')} />
      <Button block onClick={() => void submit()}>
        {t('payments.submitDeposit')}
      </Button>
    </section>
  );
}

function WireDeposit() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const uid = useSession((state) => state.user?.uid);
  const info = useQuery({ queryKey: ['chargeInfo'], queryFn: ({ signal }) => paymentsApi.chargeInfo(signal) });
  const bankCoin = info.data?.bank_coins[0] ?? null;
  const wires = useQuery({
    queryKey: ['wireInfo', bankCoin],
    queryFn: ({ signal }) => paymentsApi.wireInfo(bankCoin ?? '', signal),
    enabled: bankCoin !== null,
  });
  const [wireId, setWireId] = useState<number | null>(null);
  const wire = wires.data?.find((item) => item.id === wireId) ?? wires.data?.[0] ?? null;
  const [amount, setAmount] = useState('');
  /** the typed amount in the wire's plain form (the language's decimal mark or a point), or what is wrong */
  const typedAmount = checkAmount(t, amount, lang, WIRE_DECIMALS);
  const [proof, setProof] = useState<string | null>(null);
  const submitted = useSubmitted();
  const checks = useFieldChecks({
    amount: typedAmount.problem,
    proof: proof ? null : t('payments.uploadProof'),
  });

  if (info.isPending || (bankCoin !== null && wires.isPending)) return <Skeleton width="100%" height={320} />;

  const submit = async () => {
    if (!wire) return toast(t('payments.noChannel'));
    // passes() checked the amount and proof too; the null checks say so to the compiler
    if (!checks.passes() || proof === null || typedAmount.wire === null) return;
    try {
      await paymentsApi.submitWire({ amount: typedAmount.wire, proofImg: proof, wireId: wire.id });
      setAmount('');
      setProof(null);
      checks.reset();
      submitted();
    } catch {
      // the API client has shown why
    }
  };

  return (
    <section ref={checks.form} className={`${mine.card} ${styles.form}`}>
      {wire ? (
        <>
          {(wires.data?.length ?? 0) > 1 && (
            <Chips
              label={t('payments.bankAccount')}
              options={(wires.data ?? []).map((item) => ({ value: item.id, text: item.bank_name }))}
              value={wire.id}
              onChange={(value) => setWireId(Number(value))}
            />
          )}
          <Rows
            rows={[
              [t('payments.bankName'), wire.bank_name],
              [t('payments.bankAddress'), wire.bank_address],
              [t('payments.swift'), wire.bank_swift],
              [t('payments.payeeName'), wire.payee_name],
              [
                t('payments.payeeAccount'),
                <span key="account" data-testid="wire-account">
                  {wire.payee_account}
                </span>,
              ],
              [t('payments.currency'), wire.currency_code],
              ...(wire.bank_remark ? ([[t('payments.remark'), wire.bank_remark]] as const) : []),
            ]}
          />
          {uid !== undefined && (
            <p className={styles.note} data-testid="wire-reference">
              {t('payments.wireReference', { uid })}
            </p>
          )}
          <p className={styles.note}>
            {t('payments.wireDays', { min: info.data?.wire_days_min ?? 1, max: info.data?.wire_days_max ?? 5 })}
          </p>
        </>
      ) : (
        <p className={styles.warn}>{t('payments.noChannel')}</p>
      )}
      <AmountField
        currency={wire?.currency_code ?? 'USD'}
        value={amount}
        onChange={setAmount}
        error={checks.error('amount')}
      />
      <ProofPicker value={proof} onChange={setProof} error={checks.error('proof')} testId="wire-proof" />
      <Button block onClick={() => void submit()}>
        {t('payments.submitDeposit')}
      </Button>
    </section>
  );
}
