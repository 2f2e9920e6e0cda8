import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { judgePartialClose, largestPart } from '../../../protocol/partialClose.ts';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import type { Order } from '../../../protocol/schemas/trading.ts';
import { formatExact } from '../../format/number.ts';
import { pluralForm } from '../../i18n/pluralForm.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { parseDecimal } from '../../trading/decimalInput.ts';
import { Button } from '../../ui/Button.tsx';
import { DecimalInput } from '../../ui/DecimalInput.tsx';
import styles from './OrderDetail.module.css';

interface PartialCloseProps {
  order: Order;
  /** the position's symbol (its minimum lots and lot step); nothing is offered until it is known */
  symbol: TradeSymbol | undefined;
  busy: boolean;
  /** asks to close `lots` (a valid part: more than nothing, less than the position) */
  onClosePart(lots: string): void;
}

/**
 * Closing part of a holding from its detail sheet: lots to close, checked as the engine checks them (the
 * shared rule in protocol/partialClose.ts), so a size it would refuse is never sent.
 */
export function PartialClose({ order, symbol, busy, onClosePart }: PartialCloseProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const inputId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState('');
  if (!symbol) return null;
  const position = { lots: order.Quantity, minLots: symbol.ForexMinCont, lotStep: symbol.Pip };
  const largest = largestPart(position);
  const lots = (value: string) => formatExact(value, 0, lang);
  if (!largest) return <p className={styles.hint}>{t('orderSheet.partCloseMinimumOnly')}</p>;
  const typed = parseDecimal(draft);
  const verdict = typed ? judgePartialClose(typed, position) : null;
  const range = {
    min: lots(symbol.ForexMinCont),
    max: lots(largest.toFixed()),
    step: lots(symbol.Pip),
    // "from 0.01 to 1 lot": the word goes with the largest
    context: pluralForm(largest.toFixed(), lang),
  };
  const invalid = draft.trim() !== '' && verdict !== 'part';
  return (
    <div className={styles.stopsEdit}>
      <div className={styles.stopsInputs}>
        <label htmlFor={inputId}>{t('orderSheet.partCloseLots')}</label>
        <DecimalInput
          id={inputId}
          draft={draft}
          onDraft={setDraft}
          aria-describedby={hintId}
          aria-invalid={invalid}
          placeholder={range.min}
        />
      </div>
      <p id={hintId} className={invalid ? styles.hintError : styles.hint} role={invalid ? 'alert' : undefined}>
        {t(invalid ? 'orderSheet.partCloseInvalid' : 'orderSheet.partCloseHint', range)}
      </p>
      <Button
        variant="secondary"
        block
        disabled={busy || verdict !== 'part' || !typed}
        onClick={() => typed && onClosePart(typed.toFixed())}
      >
        {verdict === 'part' && typed
          ? t('orderSheet.partCloseButton', { lots: lots(typed.toFixed()), context: pluralForm(typed.toFixed(), lang) })
          : t('orderSheet.partClose')}
      </Button>
    </div>
  );
}
