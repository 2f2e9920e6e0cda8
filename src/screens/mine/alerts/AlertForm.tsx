import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertDirection, AlertWatch } from '../../../../protocol/schemas/alerts.ts';
import type { TradeSymbol } from '../../../../protocol/schemas/market.ts';
import { alertPrice } from '../../../alerts/alertText.ts';
import { alertsApi } from '../../../alerts/api.ts';
import { parseTyped } from '../../../format/number.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { useQuote } from '../../../market/marketStore.ts';
import { toast } from '../../../stores/ui.ts';
import { Button } from '../../../ui/Button.tsx';
import { DecimalInput } from '../../../ui/DecimalInput.tsx';
import field from '../../../ui/TextField.module.css';
import payments from '../payments/Payments.module.css';
import styles from './Alerts.module.css';
import { ChoiceField } from './ChoiceField.tsx';
import { currentLevel } from './levelPrefill.ts';

const PREFERRED_SYMBOL = 'EURUSD';

interface AlertFormProps {
  symbols: readonly TradeSymbol[];
  onAdded(): void;
}

/** A new alert: symbol, bid or ask, above or below, and the level (prefilled with the symbol's price now). */
export function AlertForm({ symbols, onAdded }: AlertFormProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const symbolId = useId();
  const levelId = useId();
  const [chosenCode, setChosenCode] = useState<string | null>(null);
  const [watch, setWatch] = useState<AlertWatch>('bid');
  const [direction, setDirection] = useState<AlertDirection>('above');
  const [level, setLevel] = useState('');
  const [prefilledFor, setPrefilledFor] = useState('');
  const [busy, setBusy] = useState(false);

  const symbol =
    symbols.find((item) => item.Code === chosenCode) ??
    symbols.find((item) => item.Code === PREFERRED_SYMBOL) ??
    symbols[0];
  const live = useQuote(symbol?.Code ?? '');
  const now = symbol ? currentLevel(symbol, watch, live) : null;

  // a newly chosen symbol or side starts from its price now (once: what the user types then stays)
  const prefillKey = `${symbol?.Code}|${watch}`;
  if (now !== null && prefilledFor !== prefillKey) {
    setPrefilledFor(prefillKey);
    setLevel(now);
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!symbol) return;
    const price = parseTyped(level, 'en');
    if (price === null || Number(price) <= 0) return toast(t('alertsPage.levelInvalid'), 'error');
    // the server refuses more decimals than the symbol quotes, naming its wire field ("price"): said here
    const places = symbol.PricePrecision;
    if ((price.split('.')[1] ?? '').length > places) return toast(t('alertsPage.levelDecimals', { places }), 'error');
    setBusy(true);
    try {
      await alertsApi.add({ forex_id: symbol.Id, watch, direction, price });
      toast(t('alertsPage.added'), 'success');
      onAdded();
    } catch {
      // the API client has shown why (e.g. the level is already reached)
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('screens.alerts')}>
      <div className={field.field}>
        <label className={field.label} htmlFor={symbolId}>
          {t('alertsPage.symbol')}
        </label>
        <select
          id={symbolId}
          className={payments.select}
          value={symbol?.Code ?? ''}
          onChange={(event) => setChosenCode(event.target.value)}
        >
          {symbols.map((item) => (
            <option key={item.Id} value={item.Code}>
              {item.Code === item.Name ? item.Code : `${item.Code} · ${item.Name}`}
            </option>
          ))}
        </select>
      </div>
      <ChoiceField<AlertWatch>
        label={t('alertsPage.watch')}
        options={[
          { value: 'bid', text: t('alertsPage.bid') },
          { value: 'ask', text: t('alertsPage.ask') },
        ]}
        value={watch}
        onChange={setWatch}
      />
      <ChoiceField<AlertDirection>
        label={t('alertsPage.direction')}
        options={[
          { value: 'above', text: t('alertsPage.above') },
          { value: 'below', text: t('alertsPage.below') },
        ]}
        value={direction}
        onChange={setDirection}
      />
      <div className={field.field}>
        <label className={field.label} htmlFor={levelId}>
          {t('alertsPage.level')}
        </label>
        <div className={field.box}>
          <DecimalInput id={levelId} className={field.input} draft={level} onDraft={setLevel} />
        </div>
        {now !== null && <p className={styles.now}>{t('alertsPage.now', { price: alertPrice(now, lang) })}</p>}
      </div>
      <Button type="submit" block disabled={busy || !symbol}>
        {t('alertsPage.add')}
      </Button>
    </form>
  );
}
