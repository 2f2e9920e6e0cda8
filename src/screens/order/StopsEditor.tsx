import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import type { Order } from '../../../protocol/schemas/trading.ts';
import { leastTrailingPoints } from '../../../protocol/stopsLevel.ts';
import { stopsValid } from '../../../protocol/tradingMath.ts';
import { draftFromTyped, formatDecimal, typedFromDraft } from '../../format/number.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { toast } from '../../stores/ui.ts';
import { parseDecimal } from '../../trading/decimalInput.ts';
import { sideOfOrder } from '../../trading/liveProfit.ts';
import { Button } from '../../ui/Button.tsx';
import { DecimalInput } from '../../ui/DecimalInput.tsx';
import styles from './OrderDetail.module.css';

/** What the editor asks to save: stops as decimal texts (0 = none), the trailing distance in points (0 = off). */
export interface StopsToSave {
  stopLoss: string;
  takeProfit: string;
  trailingPoints: number;
}

interface StopsEditorProps {
  order: Order;
  symbol: TradeSymbol | undefined;
  /** the price the position is valued at now (the stops are judged against it) */
  price: string;
  busy: boolean;
  onSave(stops: StopsToSave): void;
}

const stopText = (value: string) => (Number(value) > 0 ? value : '');

/** A holding's stop-loss, take-profit and trailing stop, checked as the server checks them before saving. */
export function StopsEditor({ order, symbol, price, busy, onSave }: StopsEditorProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [stopLoss, setStopLoss] = useState(stopText(order.TargetLossPrice));
  const [takeProfit, setTakeProfit] = useState(stopText(order.TargetProfitPrice));
  const [trailing, setTrailing] = useState(order.TrailingPoints ? String(order.TrailingPoints) : '');
  const slId = useId();
  const tpId = useId();
  const trailingId = useId();
  const least = leastTrailingPoints(symbol?.stops_level ?? 0);
  const leastText = formatDecimal(least, 0, lang);

  const save = () => {
    const sl = stopLoss.trim() === '' ? parseDecimal('0') : parseDecimal(stopLoss);
    const tp = takeProfit.trim() === '' ? parseDecimal('0') : parseDecimal(takeProfit);
    // whole points only: "1e5", "-1" or "1,5" is refused as typed, never read as another number
    const points = trailing === '' ? 0 : /^\d+$/.test(trailing) ? Number(trailing) : Number.NaN;
    if (!sl) return toast(t('orderForm.stopLossPrice'), 'error');
    if (!tp) return toast(t('orderForm.takeProfitPrice'), 'error');
    if (Number.isNaN(points)) return toast(t('orderSheet.trailingWhole', { min: leastText }), 'error');
    if (points !== 0 && points < least) {
      return toast(t('orderSheet.trailingTooClose', { min: leastText }), 'error');
    }
    const { stopLossOk, takeProfitOk } = stopsValid(sideOfOrder(order), price, sl, tp);
    if (!stopLossOk) return toast(t('orderForm.stopLossSide'), 'error');
    if (!takeProfitOk) return toast(t('orderForm.takeProfitSide'), 'error');
    onSave({ stopLoss: sl.toFixed(), takeProfit: tp.toFixed(), trailingPoints: points });
  };

  return (
    <div className={styles.stopsEdit}>
      <div className={styles.stopsInputs}>
        <label htmlFor={slId}>{t('orders.stopLoss')}</label>
        <DecimalInput id={slId} draft={stopLoss} onDraft={setStopLoss} placeholder={t('orders.notSet')} />
        <label htmlFor={tpId}>{t('orders.takeProfit')}</label>
        <DecimalInput id={tpId} draft={takeProfit} onDraft={setTakeProfit} placeholder={t('orders.notSet')} />
        {/* under the two fields it is about, not under the trailing stop (which has its own hint) */}
        <p className={`${styles.hint} ${styles.stopsInputsHint}`}>{t('orders.stopsHint')}</p>
        <label htmlFor={trailingId}>{t('orderSheet.trailingStop')}</label>
        <input
          id={trailingId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={typedFromDraft(trailing, lang)}
          placeholder={t('orderSheet.trailingOff')}
          onChange={(event) => setTrailing(draftFromTyped(event.target.value, lang))}
        />
      </div>
      <p className={styles.hint}>{t('orderSheet.trailingHint', { min: leastText })}</p>
      <Button variant="secondary" block disabled={busy} onClick={save}>
        {t('orders.saveStops')}
      </Button>
    </div>
  );
}
