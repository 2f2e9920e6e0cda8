import Big from 'big.js';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TradeSymbol } from '../../../../protocol/schemas/market.ts';
import { MONEY_DECIMALS, pendingKind, type Side } from '../../../../protocol/tradingMath.ts';
import { formatDecimal } from '../../../format/number.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { LiveText } from '../../../market/LiveText.tsx';
import { parseDecimal } from '../../../trading/decimalInput.ts';
import type { OrderMoney } from '../../../trading/orderChecks.ts';
import { sideWithEntry } from '../../../trading/sideWithEntry.ts';
import type { OrderFormModel } from '../../../trading/useOrderForm.ts';
import { BottomSheet } from '../../../ui/BottomSheet.tsx';
import { Button } from '../../../ui/Button.tsx';
import styles from '../OrderForm.module.css';
import { blockReason, lotsText, sideName, usd } from './formMessages.ts';

interface OrderReviewSheetProps {
  symbol: TradeSymbol;
  form: OrderFormModel;
}

/**
 * The order as it is about to be sent, with live figures from the server's formulas (the same numbers
 * the server then charges): side, symbol, lots, expected price, leverage, margin and fee in USD, the stops
 * and the free margin left. Confirm sends it; Cancel (or Back) returns to the form.
 */
export function OrderReviewSheet({ symbol, form }: OrderReviewSheetProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const side: Side | null = form.reviewing;
  const verdict = side === null ? null : form.checks.sides[side];
  const { draft, freeMargin } = form;
  const price = (value: string) => formatDecimal(value, symbol.PricePrecision, lang);
  /** a figure of the order's money at the live price (it follows every tick without re-rendering the sheet) */
  const live = (text: (money: OrderMoney) => string) => (
    <LiveText
      code={symbol.Code}
      text={(quote) => {
        const money = side === null ? null : form.checksAt(quote).sides[side].money;
        return money ? text(money) : '--';
      }}
    />
  );
  const rows: [string, string, ReactNode][] =
    side === null
      ? []
      : [
          [
            'side',
            t('orderSafety.side'),
            draft.market ? (
              sideName(t, side)
            ) : (
              // a pending order is a limit or a stop by where its price is against the market now
              <LiveText
                key="pendingSide"
                code={symbol.Code}
                text={(quote) => {
                  const target = parseDecimal(draft.price);
                  const kind = quote && target ? pendingKind(side, target, quote.bid, quote.ask) : null;
                  return sideWithEntry(t, side, kind);
                }}
              />
            ),
          ],
          ['symbol', t('orderSafety.symbol'), symbol.ShowCode],
          ['lots', t('orderForm.lots'), lotsText(draft.lots, lang)],
          [
            'price',
            t(draft.market ? 'orderSafety.expectedPrice' : 'orderSafety.orderPrice'),
            live((money) => price(money.price)),
          ],
          ['leverage', t('orderSafety.leverage'), draft.multiple === null ? '--' : `${draft.multiple}x`],
          ['margin', t('orderSafety.margin'), live((money) => usd(money.margin, lang, MONEY_DECIMALS))],
          ['fee', t('orderSafety.fee'), live((money) => usd(money.fee, lang, MONEY_DECIMALS))],
          ['stopLoss', t('orderForm.stopLoss'), draft.stopLossOn ? price(draft.stopLoss) : t('orderSafety.notSet')],
          [
            'takeProfit',
            t('orderForm.takeProfit'),
            draft.takeProfitOn ? price(draft.takeProfit) : t('orderSafety.notSet'),
          ],
          [
            'freeAfter',
            t('orderSafety.freeAfter'),
            freeMargin === undefined
              ? '--'
              : live((money) => usd(new Big(freeMargin).minus(money.needed).toFixed(MONEY_DECIMALS), lang, 2)),
          ],
        ];
  const blocked = verdict && !verdict.ok ? blockReason(t, verdict.block, form.stopsSide) : null;

  return (
    <BottomSheet open={side !== null} title={t('orderSafety.reviewTitle')} onClose={form.cancelReview} closeOnBack>
      <dl className={styles.review} data-testid="order-review">
        {rows.map(([key, label, value]) => (
          <div key={key} data-review={key}>
            <dt>{label}</dt>
            <dd className={key === 'side' ? (side === 1 ? styles.upText : styles.downText) : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.reviewNote}>{t(draft.market ? 'orderSafety.marketNote' : 'orderSafety.pendingNote')}</p>
      {blocked && (
        <p className={styles.fieldError} role="alert">
          {blocked}
        </p>
      )}
      <div className={styles.reviewActions}>
        <Button variant="secondary" onClick={form.cancelReview}>
          {t('common.cancel')}
        </Button>
        <Button
          variant={side === 1 ? 'primary' : 'danger'}
          disabled={!verdict?.ok || form.sending}
          onClick={form.confirm}
        >
          {side === null ? '' : t('orderSafety.confirm', { side: sideName(t, side) })}
        </Button>
      </div>
    </BottomSheet>
  );
}
