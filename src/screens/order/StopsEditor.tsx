import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import type { Order } from '../../../protocol/schemas/trading.ts';
import { leastTrailingPoints } from '../../../protocol/stopsLevel.ts';
import { formatDecimal, formatTyped } from '../../format/number.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { parseDecimal } from '../../trading/decimalInput.ts';
import { sideOfOrder } from '../../trading/liveProfit.ts';
import { type PositionStopIssue, positionStopIssue } from '../../trading/positionStops.ts';
import { Button } from '../../ui/Button.tsx';
import { stopLimitMessage, tooPreciseMessage, unreadableMessage } from '../trade/order-form/formMessages.ts';
import styles from './OrderDetail.module.css';
import { StopBox } from './StopBox.tsx';

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

/**
 * A holding's stop-loss, take-profit and trailing stop, checked as the server checks them: each stop as it
 * is typed and as the price moves, the trailing stop's points as typed (each problem under its box, Save
 * disabled meanwhile).
 */
export function StopsEditor({ order, symbol, price, busy, onSave }: StopsEditorProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [stopLoss, setStopLoss] = useState(stopText(order.TargetLossPrice));
  const [takeProfit, setTakeProfit] = useState(stopText(order.TargetProfitPrice));
  const [trailing, setTrailing] = useState(order.TrailingPoints ? String(order.TrailingPoints) : '');
  const least = leastTrailingPoints(symbol?.stops_level ?? 0);
  const leastText = formatDecimal(least, 0, lang);
  // what to type is shown as a box takes it: "20000", not the grouped "20 000" the box would refuse
  const leastTyped = formatTyped(least, 0, lang);
  const precision = order.ForexTradeLists.PricePrecision;
  // judged at the price passed in, which follows the live quote: a move can make a stop wrong or right
  const position = { side: sideOfOrder(order), price, stopsLevel: symbol?.stops_level ?? 0, precision };
  const slIssue = positionStopIssue('stopLoss', stopLoss, order.TargetLossPrice, position);
  const tpIssue = positionStopIssue('takeProfit', takeProfit, order.TargetProfitPrice, position);
  const problem = (issue: PositionStopIssue | null): string | null => {
    if (issue === null) return null;
    if (issue.issue === 'unreadable') return unreadableMessage(t, lang);
    if (issue.issue === 'tooPrecise') return tooPreciseMessage(t, precision, lang);
    if (issue.issue === 'wrongSide') return t(issue.above ? 'orderSheet.stopAbovePrice' : 'orderSheet.stopBelowPrice');
    return stopLimitMessage(t, issue.atMost, issue.limit, precision, lang);
  };

  // whole points only: "1e5", "-1" or "1,5" is refused as typed, never read as another number
  const points = trailing === '' ? 0 : /^\d+$/.test(trailing) ? Number(trailing) : Number.NaN;
  const trailingProblem = Number.isNaN(points)
    ? t('orderSheet.trailingWhole', { min: leastTyped })
    : points !== 0 && points < least
      ? t('orderSheet.trailingTooClose', { min: leastText })
      : null;
  const blocked = slIssue !== null || tpIssue !== null || trailingProblem !== null;

  const save = () => {
    const sl = parseDecimal(stopLoss.trim() === '' ? '0' : stopLoss);
    const tp = parseDecimal(takeProfit.trim() === '' ? '0' : takeProfit);
    // a box with a problem says it under itself and Save is disabled
    if (!sl || !tp || blocked) return;
    onSave({ stopLoss: sl.toFixed(), takeProfit: tp.toFixed(), trailingPoints: points });
  };

  return (
    <div className={styles.stopsEdit}>
      <div className={styles.stopsInputs}>
        <StopBox label={t('orders.stopLoss')} draft={stopLoss} onDraft={setStopLoss} problem={problem(slIssue)} />
        <StopBox label={t('orders.takeProfit')} draft={takeProfit} onDraft={setTakeProfit} problem={problem(tpIssue)} />
        {/* under the two fields it is about, not under the trailing stop (which has its own hint) */}
        <p className={`${styles.hint} ${styles.stopsInputsHint}`}>{t('orders.stopsHint')}</p>
        <StopBox
          label={t('orderSheet.trailingStop')}
          draft={trailing}
          onDraft={setTrailing}
          problem={trailingProblem}
          placeholder={t('orderSheet.trailingOff')}
          whole
        />
      </div>
      <p className={styles.hint}>{t('orderSheet.trailingHint', { min: leastText })}</p>
      <Button variant="secondary" block disabled={busy || blocked} onClick={save}>
        {t('orders.saveStops')}
      </Button>
    </div>
  );
}
