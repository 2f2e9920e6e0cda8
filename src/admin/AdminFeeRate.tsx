import type Big from 'big.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FEE_OF_MARGIN,
  FEE_PER_LOT,
  FEE_RATE_MAX,
  FEE_RATE_PLACES,
  type FeeRates,
  feeRatePercent,
  readFeeRate,
} from '../../protocol/feeRate.ts';
import type { AdminFeeRatesBody, AdminSymbolStops } from '../../protocol/schemas/settingsAdmin.ts';
import { tradeFee } from '../../protocol/tradingMath.ts';
import { formatDecimal, formatExact, parseTyped, typedFromDraft } from '../format/number.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import styles from './AdminApp.module.css';
import pay from './AdminPayments.module.css';

/** One fee rate as staff type it: the box's text and the rate it reads as (null: not a valid rate). */
export interface FeeRateDraft {
  typed: string;
  setTyped: (typed: string) => void;
  rate: Big | null;
  /** the wire text to save, when the rate differs from the saved one */
  changed: string | null;
}

function useFeeRateDraft(saved: string): FeeRateDraft {
  const lang = useLanguage();
  const [typed, setTyped] = useState(() => typedFromDraft(saved, lang));
  const text = parseTyped(typed, lang);
  const rate = text === null ? null : readFeeRate(text);
  const changed = rate !== null && !rate.eq(saved) ? rate.toFixed() : null;
  return { typed, setTyped, rate, changed };
}

/** A symbol's two fee rates as staff edit them: each draft, whether both read, and what a save would send. */
export interface FeeRatesDraft extends FeeRates<FeeRateDraft> {
  valid: boolean;
  /** the rates that changed, as the save's body fields; null when none did */
  changes: Omit<AdminFeeRatesBody, 'symbol_id'> | null;
}

export function useFeeRatesDraft(symbol: AdminSymbolStops): FeeRatesDraft {
  const perLot = useFeeRateDraft(symbol.fee_per_lot);
  const marginRate = useFeeRateDraft(symbol.fee_margin_rate);
  const changes = {
    ...(perLot.changed === null ? {} : { fee_per_lot: perLot.changed }),
    ...(marginRate.changed === null ? {} : { fee_margin_rate: marginRate.changed }),
  };
  return {
    perLot,
    marginRate,
    valid: perLot.rate !== null && marginRate.rate !== null,
    changes: Object.keys(changes).length === 0 ? null : changes,
  };
}

/** The header cells of the fee rates, the tariff of the fee type in force marked. */
export function FeeRateHeaders({ feeType }: { feeType: number | null }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const inForce = (perLot: boolean) =>
    feeType !== null && (feeType === FEE_PER_LOT) === perLot ? <small> ({t('feeInForce')})</small> : null;
  return (
    <>
      <th className={styles.number}>
        {t('feeLotColumn')}
        {inForce(true)}
      </th>
      <th className={styles.number}>
        {t('feeMarginColumn')}
        {inForce(false)}
      </th>
      <th className={styles.number}>{t('feeOneLot')}</th>
    </>
  );
}

/** One rate's box, with what the typed rate means ("7.00 USD per lot", "0.05 % of the margin") under it. */
function RateCell({
  code,
  label,
  draft,
  meaning,
}: {
  code: string;
  label: string;
  draft: FeeRateDraft;
  meaning: string;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const lang = useLanguage();
  return (
    <td className={styles.number}>
      <input
        className={pay.input}
        aria-label={`${code} ${label}`}
        aria-invalid={draft.rate === null}
        inputMode="decimal"
        value={draft.typed}
        onChange={(event) => draft.setTyped(event.target.value)}
      />
      <br />
      <small className={draft.rate === null ? styles.error : styles.hint}>
        {draft.rate === null
          ? t('feeRateInvalid', { max: formatDecimal(FEE_RATE_MAX, 0, lang), places: FEE_RATE_PLACES })
          : meaning}
      </small>
    </td>
  );
}

/**
 * A symbol's fee rate cells: the per-lot and margin-rate boxes, each saying what its typed rate means, and the
 * fee of one lot under each tariff (at the live ask and the symbol's highest multiple), the one the fee type in
 * force charges marked; all following the drafts, before they are saved.
 */
export function FeeRateCells({
  symbol,
  feeType,
  draft,
}: {
  symbol: AdminSymbolStops;
  feeType: number | null;
  draft: FeeRatesDraft;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const lang = useLanguage();
  const { perLot, marginRate } = draft;
  const reference = symbol.fee_reference;
  // the margin is only needed (and only known while the symbol has a quote) for the margin rate
  const oneLot = (type: number, rate: Big | null) =>
    rate === null || (type !== FEE_PER_LOT && reference === null)
      ? '—'
      : `${formatExact(tradeFee(type, 1, rate, reference?.margin ?? 0).toFixed(), 2, lang)} USD`;
  const line = (perLotTariff: boolean, text: string) => {
    const inForce = feeType !== null && (feeType === FEE_PER_LOT) === perLotTariff;
    return inForce ? (
      <strong>
        {text} ({t('feeInForce')})
      </strong>
    ) : (
      text
    );
  };
  return (
    <>
      <RateCell
        code={symbol.code}
        label={t('feeLotColumn')}
        draft={perLot}
        meaning={perLot.rate === null ? '' : t('feeRatePerLot', { rate: formatExact(perLot.rate.toFixed(), 2, lang) })}
      />
      <RateCell
        code={symbol.code}
        label={t('feeMarginColumn')}
        draft={marginRate}
        meaning={
          marginRate.rate === null
            ? ''
            : t('feeRateOfMargin', { percent: formatExact(feeRatePercent(marginRate.rate), 2, lang) })
        }
      />
      <td className={styles.number} data-testid={`fee-one-lot-${symbol.code}`}>
        {line(true, t('feeOneLotPerLot', { fee: oneLot(FEE_PER_LOT, perLot.rate) }))}
        <br />
        {line(false, t('feeOneLotOfMargin', { fee: oneLot(FEE_OF_MARGIN, marginRate.rate) }))}
        {reference !== null && (
          <>
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
