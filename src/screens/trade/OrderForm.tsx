import { type Ref, useId, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import { BUY, MONEY_DECIMALS, SELL, type Side } from '../../../protocol/tradingMath.ts';
import { routeByName } from '../../app/routeTable.ts';
import { formatDecimal, typedFromDraft } from '../../format/number.ts';
import { pluralForm } from '../../i18n/pluralForm.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { LiveText } from '../../market/LiveText.tsx';
import type { FormChecks } from '../../trading/orderChecks.ts';
import { canDecrement, lotFloor } from '../../trading/orderForm.ts';
import { pendingEntry, sideWithEntry } from '../../trading/sideWithEntry.ts';
import { useOrderForm } from '../../trading/useOrderForm.ts';
import { NoticeDialog } from '../../ui/NoticeDialog.tsx';
import { Segmented } from '../../ui/Segmented.tsx';
import { Stepper } from '../../ui/Stepper.tsx';
import styles from './OrderForm.module.css';
import {
  lotsMessage,
  lotsText,
  marginMessage,
  priceMessage,
  sideName,
  stopMessage,
} from './order-form/formMessages.ts';
import { OrderReviewSheet } from './order-form/OrderReviewSheet.tsx';
import { SideButtons, type SideKeys } from './order-form/SideButtons.tsx';
import { StopField } from './order-form/StopField.tsx';
import { useFooterClearance } from './order-form/useFooterClearance.ts';

/** What a screen can ask of the form from outside it: the terminal's B and S keys. */
export interface OrderFormHandle {
  /** Buy or Sell as if its button were clicked (nothing while that button is disabled) */
  request(side: Side): void;
}

interface OrderFormProps {
  symbol: TradeSymbol;
  /** every symbol (the USD rate of a non-USD quote currency comes from its linking pair) */
  symbols: readonly TradeSymbol[];
  ref?: Ref<OrderFormHandle>;
  /** keyboard shortcuts of Buy and Sell, announced on the buttons (the desktop terminal's) */
  sideKeys?: SideKeys;
}

/**
 * SPEC §4-5's order form under the chart: market or pending, multiple, lots, optional SL/TP, the estimated
 * margin and fee (the server's formulas) and free margin in USD, Buy/Sell at the live ask/bid. Every field
 * says what is wrong with it as you type; an order goes through the review sheet unless one-tap trading is
 * on. The logic is in useOrderForm; mount with `key={symbol.Code}` so a new symbol starts a fresh draft.
 */
export function OrderForm({ symbol, symbols, ref, sideKeys }: OrderFormProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const form = useOrderForm(symbol, symbols);
  useImperativeHandle(ref, () => ({
    request: (side: Side) => {
      // a closed market or an order on its way: the buttons are disabled, so is their key
      if (form.rules.marketOpen && !form.sending) form.request(side);
    },
  }));
  const { draft, checks, rules } = form;
  const multipleId = useId();
  const lotsMessageId = useId();
  const priceMessageId = useId();
  const formRef = useRef<HTMLElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  useFooterClearance(formRef, footerRef);
  const precision = symbol.PricePrecision;
  const code = symbol.Code;
  const money = (value: string | undefined, decimals: number) =>
    value === undefined ? '--' : formatDecimal(value, decimals, lang);
  const { freeMargin } = form;
  /** the margin a blocked side would need, said under the lots (it follows the price) */
  const marginNote = (at: FormChecks): string | null => {
    const short = [at.sides[form.stopsSide], at.sides[form.stopsSide === BUY ? SELL : BUY]].find(
      (verdict) => !verdict.ok && verdict.block === 'margin',
    );
    return short?.money && freeMargin !== undefined ? marginMessage(t, short.money, freeMargin, lang) : null;
  };
  // figures that follow every tick are live texts: the form itself re-renders only when what it says changes
  const live = (text: (at: FormChecks) => string) => (
    <LiveText code={code} text={(quote) => text(form.checksAt(quote))} />
  );
  const lotsNote =
    checks.lots !== null
      ? lotsMessage(t, checks.lots, rules, lang)
      : marginNote(checks) !== null
        ? live((at) => marginNote(at) ?? '')
        : null;
  const stopNote = (kind: 'stopLoss' | 'takeProfit') => {
    const now = stopMessage(t, checks[kind], checks.ranges[kind], precision, lang);
    return (
      now && {
        error: now.error,
        text: live((at) => stopMessage(t, at[kind], at.ranges[kind], precision, lang)?.text ?? ''),
      }
    );
  };
  const anyStop = draft.stopLossOn || draft.takeProfitOn;
  const placed = form.placed;
  // the unit is held to the label's last word (a no-break space): never a line of its own over the figure
  const inUsd = (label: string) => (
    <>
      {label}
      {'\u00a0'}
      <span className={styles.unit}>USD</span>
    </>
  );

  return (
    <section ref={formRef} className={styles.form} aria-label={t('orderForm.formLabel')}>
      <div className={styles.topRow}>
        <Segmented
          label={t('orderForm.typeLabel')}
          options={[
            { value: 'market', text: t('orderForm.market') },
            { value: 'pending', text: t('orderForm.pending') },
          ]}
          value={draft.market ? 'market' : 'pending'}
          onChange={(value) => form.setMarket(value === 'market')}
        />
        <div className={styles.multiple}>
          <label htmlFor={multipleId}>{t('orderForm.multiple')}</label>
          <select
            id={multipleId}
            value={draft.multiple ?? ''}
            onChange={(event) => form.setMultiple(Number(event.target.value))}
            disabled={rules.multiples.length === 0}
          >
            {rules.multiples.length === 0 && <option value="">--</option>}
            {rules.multiples.map((value) => (
              <option key={value} value={value}>
                {value}x
              </option>
            ))}
          </select>
        </div>
      </div>
      {!draft.market && (
        <div className={styles.field}>
          <label className={styles.priceRow}>
            <span>{t('orderForm.price')}</span>
            <input
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={typedFromDraft(draft.price, lang)}
              placeholder={t('orderForm.enterPrice')}
              aria-describedby={checks.price ? priceMessageId : undefined}
              aria-invalid={checks.price !== null || undefined}
              onChange={(event) => form.setPrice(event.target.value)}
            />
          </label>
          {checks.price && (
            <p id={priceMessageId} className={styles.fieldError}>
              {priceMessage(t, checks.price, precision, lang)}
            </p>
          )}
        </div>
      )}
      <div className={styles.field}>
        <Stepper
          label={t('orderForm.lots')}
          value={typedFromDraft(draft.lots, lang)}
          onChange={form.setLots}
          onStep={form.stepLots}
          decrementDisabled={!canDecrement(draft.lots, rules)}
          decrementLabel={t('orderForm.lessLots')}
          incrementLabel={t('orderForm.moreLots')}
          describedBy={lotsNote ? lotsMessageId : undefined}
          invalid={lotsNote !== null}
        />
        {lotsNote && (
          <p id={lotsMessageId} className={styles.fieldError} data-testid="lots-message">
            {lotsNote}
          </p>
        )}
      </div>
      {form.offerDeposit && (
        <p className={styles.deposit}>
          {t('orderSafety.cannotAfford', {
            lots: lotsText(lotFloor(rules).toFixed(), lang),
            context: pluralForm(lotFloor(rules).toFixed(), lang),
          })}{' '}
          <Link to={routeByName('charge').path}>{t('orderSafety.deposit')}</Link>
        </p>
      )}
      {anyStop && (
        <div className={styles.stopsSide}>
          <Segmented
            label={t('orderSafety.stopsFor')}
            options={[
              { value: String(BUY), text: sideName(t, BUY) },
              { value: String(SELL), text: sideName(t, SELL) },
            ]}
            value={String(form.stopsSide)}
            onChange={(value) => form.setStopsSide(value === String(SELL) ? SELL : BUY)}
          />
        </div>
      )}
      <div className={styles.stops}>
        <StopField
          label={t('orderForm.stopLoss')}
          on={draft.stopLossOn}
          value={typedFromDraft(draft.stopLoss, lang)}
          onToggle={(on) => form.toggleStop('stopLoss', on)}
          onChange={(text) => form.setStop('stopLoss', text)}
          message={stopNote('stopLoss')}
        />
        <StopField
          label={t('orderForm.takeProfit')}
          on={draft.takeProfitOn}
          value={typedFromDraft(draft.takeProfit, lang)}
          onToggle={(on) => form.toggleStop('takeProfit', on)}
          onChange={(text) => form.setStop('takeProfit', text)}
          message={stopNote('takeProfit')}
        />
      </div>
      {/* what the order costs and the Sell and Buy buttons: always in sight at the form's bottom */}
      <div ref={footerRef} className={styles.footer}>
        <dl className={styles.figures}>
          <div>
            <dt>{inUsd(t('orderForm.estMargin'))}</dt>
            <dd data-testid="estimated-margin">
              {live((at) => money(at.sides[form.stopsSide].money?.margin, MONEY_DECIMALS))}
            </dd>
          </div>
          <div>
            <dt>{inUsd(t('orderForm.estFee'))}</dt>
            <dd data-testid="estimated-fee">
              {live((at) => money(at.sides[form.stopsSide].money?.fee, MONEY_DECIMALS))}
            </dd>
          </div>
          <div>
            <dt>{inUsd(t('orderForm.available'))}</dt>
            <dd data-testid="free-margin">{money(form.freeMargin, 2)}</dd>
          </div>
        </dl>
        <SideButtons form={form} code={code} precision={precision} keys={sideKeys} />
      </div>
      <OrderReviewSheet symbol={symbol} form={form} />
      <NoticeDialog
        open={placed !== null}
        title={t('orderForm.placedTitle')}
        message={
          placed
            ? t(placed.Status === 0 ? 'orderForm.placedPending' : 'orderForm.placedMarket', {
                side: sideWithEntry(
                  t,
                  placed.OrderType === BUY ? BUY : SELL,
                  placed.Status === 0 ? pendingEntry(placed) : null,
                ),
                symbol: placed.ForexTradeLists.ShowCode,
                lots: lotsText(placed.Quantity, lang),
                price: formatDecimal(placed.OriginPrice, precision, lang),
                context: pluralForm(placed.Quantity, lang),
              })
            : ''
        }
        onClose={form.dismissPlaced}
      />
    </section>
  );
}
