import type Big from 'big.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEE_PER_LOT, FEE_RATE_MAX, FEE_RATE_PLACES, feeRatePercent, readFeeRate } from '../../protocol/feeRate.ts';
import type { AdminSymbolStops } from '../../protocol/schemas/settingsAdmin.ts';
import { tradeFee } from '../../protocol/tradingMath.ts';
import { formatDecimal, formatExact, parseTyped, typedFromDraft } from '../format/number.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import styles from './AdminApp.module.css';
import pay from './AdminPayments.module.css';

/** A symbol's fee rate as staff type it: the box's text and the rate it reads as (null: not a valid rate). */
export interface FeeRateDraft {
  typed: string;
  setTyped: (typed: string) => void;
  rate: Big | null;
  /** the wire text to save, when the rate differs from the saved one */
  changed: string | null;
}

export function useFeeRateDraft(saved: string): FeeRateDraft {
  const lang = useLanguage();
  const [typed, setTyped] = useState(() => typedFromDraft(saved, lang));
  const text = parseTyped(typed, lang);
  const rate = text === null ? null : readFeeRate(text);
  const changed = rate !== null && !rate.eq(saved) ? rate.toFixed() : null;
  return { typed, setTyped, rate, changed };
}

/**
 * A symbol's fee rate cells: the box, what the rate means under the fee type in force ("0.05 % of the
 * margin", "7.00 USD per lot") and the fee of one lot at the live ask and the symbol's highest multiple, all
 * following the draft, so a rate typed for the wrong fee type shows before it is saved.
 */
export function FeeRateCells({
  symbol,
  feeType,
  draft,
}: {
  symbol: AdminSymbolStops;
  feeType: number | null;
  draft: FeeRateDraft;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const lang = useLanguage();
  const { rate } = draft;
  const reference = symbol.fee_reference;
  const perLot = feeType === FEE_PER_LOT;
  const meaning =
    rate === null || feeType === null
      ? '—'
      : perLot
        ? t('feeRatePerLot', { rate: formatExact(rate.toFixed(), 2, lang) })
        : t('feeRateOfMargin', { percent: formatExact(feeRatePercent(rate), 2, lang) });
  const oneLot =
    rate === null || feeType === null || reference === null ? null : tradeFee(feeType, 1, rate, reference.margin);
  return (
    <>
      <td className={styles.number}>
        <input
          className={pay.input}
          aria-label={`${symbol.code} ${t('feeRate')}`}
          aria-invalid={rate === null}
          inputMode="decimal"
          value={draft.typed}
          onChange={(event) => draft.setTyped(event.target.value)}
        />
      </td>
      <td data-testid={`fee-meaning-${symbol.code}`}>
        {rate === null
          ? t('feeRateInvalid', { max: formatDecimal(FEE_RATE_MAX, 0, lang), places: FEE_RATE_PLACES })
          : meaning}
      </td>
      <td className={styles.number} data-testid={`fee-one-lot-${symbol.code}`}>
        {oneLot === null || reference === null ? (
          '—'
        ) : (
          <>
            {formatExact(oneLot.toFixed(), 2, lang)} USD
            <br />
            <small className={styles.hint}>
              {t('feeOneLotAt', {
                price: formatExact(reference.price, symbol.price_precision, lang),
                multiple: reference.multiple,
              })}
            </small>
          </>
        )}
      </td>
    </>
  );
}
