import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import type { Order } from '../../../protocol/schemas/trading.ts';
import { BUY, SELL, type Side } from '../../../protocol/tradingMath.ts';
import { loginRedirect } from '../../app/routeTable.ts';
import { formatDecimal } from '../../format/number.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { LiveQuoteText } from '../../market/LiveQuoteText.tsx';
import { type LiveQuote, useMarket } from '../../market/marketStore.ts';
import { useAccountTotals } from '../../realtime/hooks.ts';
import { useSession } from '../../stores/session.ts';
import { toast } from '../../stores/ui.ts';
import { tradingApi } from '../../trading/api.ts';
import { currenciesOf, priceText } from '../../trading/conversion.ts';
import {
  canDecrement,
  checkDraft,
  type DraftProblem,
  estimateOrder,
  estimatePrice,
  initialLots,
  type OrderDraft,
  type SymbolRules,
  stepLots,
} from '../../trading/orderForm.ts';
import { refreshAccount, useFeeType, useRisk, useUsdRate } from '../../trading/queries.ts';
import { NoticeDialog } from '../../ui/NoticeDialog.tsx';
import { Segmented } from '../../ui/Segmented.tsx';
import { Stepper } from '../../ui/Stepper.tsx';
import styles from './OrderForm.module.css';
import { StopField } from './order-form/StopField.tsx';

interface OrderFormProps {
  symbol: TradeSymbol;
  /** every symbol (the USD rate of a non-USD quote currency comes from its linking pair) */
  symbols: readonly TradeSymbol[];
}

function defaultMultiple(symbol: TradeSymbol): number | null {
  const values = symbol.HasForexMultiple.map((option) => option.Value);
  if (values.includes(100)) return 100;
  return values[0] ?? null;
}

function rulesOf(symbol: TradeSymbol, marketOpen: boolean): SymbolRules {
  return {
    id: symbol.Id,
    step: symbol.Pip,
    minLots: symbol.ForexMinCont,
    multiples: symbol.HasForexMultiple.map((option) => option.Value),
    marketOpen,
  };
}

/** Bid, ask and last price as the form's decimal strings: the live quote, else the REST snapshot's. */
function pricesOf(symbol: TradeSymbol, quote: LiveQuote | undefined) {
  const precision = symbol.PricePrecision;
  const bid = (quote ? priceText(quote.bid, precision) : null) ?? symbol.ForexQuotations.Bid;
  const ask = (quote ? priceText(quote.ask, precision) : null) ?? symbol.ForexQuotations.Ask;
  const close = quote?.close !== undefined ? (priceText(Number(quote.close), precision) ?? bid) : bid;
  return { bid, ask, close };
}

/**
 * SPEC §4-5's order form under the chart: market or pending, multiple, lots, optional SL/TP, the estimated
 * margin and fee (the server's formulas), free margin, and buy/sell buttons showing the live ask/bid.
 * Mount it with `key={symbol.Code}` so a new symbol starts a fresh draft.
 */
export function OrderForm({ symbol, symbols }: OrderFormProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loggedIn = useSession((state) => state.token !== null);
  const precision = symbol.PricePrecision;
  // the form re-renders on the user's input, not on ticks: it reads the quote when it renders or acts
  // (submit, toggles), and the buttons' prices follow the tape by themselves (LiveQuoteText)
  const pricesNow = () => pricesOf(symbol, useMarket.getState().quotes[symbol.Code]);
  const { ask } = pricesNow();
  const marketOpen = useMarket((state) => state.quotes[symbol.Code]?.marketOpen) ?? symbol.MarketStatus === 1;
  const rules = rulesOf(symbol, marketOpen);

  const [draft, setDraft] = useState<OrderDraft>(() => ({
    market: true,
    price: '',
    lots: initialLots(rules),
    multiple: defaultMultiple(symbol),
    stopLossOn: false,
    stopLoss: '',
    takeProfitOn: false,
    takeProfit: '',
  }));
  const update = (patch: Partial<OrderDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const [placed, setPlaced] = useState<Order | null>(null);
  const [sending, setSending] = useState(false);

  const feeType = useFeeType();
  const currencies = currenciesOf(symbol);
  const usdRate = useUsdRate(currencies?.quote ?? null, symbols, false);
  const estimate =
    feeType === null
      ? null
      : estimateOrder({
          marginMode: symbol.MarginMode,
          contractSize: symbol.ForexContNum,
          feeRate: symbol.ForexFeeRate,
          feeType,
          lots: draft.lots,
          multiple: draft.multiple,
          price: estimatePrice(draft, ask),
          quoteToUsd: usdRate,
        });
  const risk = useRisk();
  const totals = useAccountTotals();
  const freeMargin = loggedIn ? (totals?.free_margin ?? risk.data?.free_margin) : undefined;

  const problemText = (problem: Exclude<DraftProblem, 'login'>): string => {
    switch (problem) {
      case 'marketClosed':
        return t('orderForm.toastMarketClosed');
      case 'noLeverage':
        return t('orderForm.noLeverage');
      case 'noMultiple':
        return t('orderForm.noMultiple');
      case 'enterAmount':
        return t('orderForm.enterAmount');
      case 'lotsRule':
        return t('orderForm.lotsRule', { min: symbol.ForexMinCont, step: symbol.Pip });
      case 'enterPrice':
        return t('orderForm.enterPrice');
      case 'stopLossPrice':
        return t('orderForm.stopLossPrice');
      case 'takeProfitPrice':
        return t('orderForm.takeProfitPrice');
      case 'stopLossSide':
        return t('orderForm.stopLossSide');
      case 'takeProfitSide':
        return t('orderForm.takeProfitSide');
    }
  };

  const submit = async (side: Side) => {
    const { bid: bidNow, ask: askNow } = pricesNow();
    const checked = checkDraft(draft, rules, { loggedIn, side, bid: bidNow, ask: askNow });
    if (!checked.ok) {
      if (checked.problem === 'login') navigate(loginRedirect('/trade'));
      else toast(problemText(checked.problem), 'error');
      return;
    }
    setSending(true);
    try {
      setPlaced(await tradingApi.submit(checked.payload));
      refreshAccount(queryClient);
    } catch {
      // the API client has shown the server's reason
    } finally {
      setSending(false);
    }
  };

  const setMarket = (market: boolean) =>
    update(market || draft.price !== '' ? { market } : { market, price: pricesNow().close });
  const multiples = rules.multiples;
  const multipleId = useId();
  const money = (value: string | undefined, decimals: number) =>
    value === undefined ? '--' : formatDecimal(value, decimals, lang);
  const placedSide = placed?.OrderType === BUY ? t('orderForm.buy') : t('orderForm.sell');

  return (
    <section className={styles.form} aria-label={t('orderForm.formLabel')}>
      <div className={styles.topRow}>
        <Segmented
          label={t('orderForm.typeLabel')}
          options={[
            { value: 'market', text: t('orderForm.market') },
            { value: 'pending', text: t('orderForm.pending') },
          ]}
          value={draft.market ? 'market' : 'pending'}
          onChange={(value) => setMarket(value === 'market')}
        />
        <div className={styles.multiple}>
          <label htmlFor={multipleId}>{t('orderForm.multiple')}</label>
          <select
            id={multipleId}
            value={draft.multiple ?? ''}
            onChange={(event) => update({ multiple: Number(event.target.value) })}
            disabled={multiples.length === 0}
          >
            {multiples.length === 0 && <option value="">--</option>}
            {multiples.map((value) => (
              <option key={value} value={value}>
                {value}x
              </option>
            ))}
          </select>
        </div>
      </div>
      {!draft.market && (
        <label className={styles.priceRow}>
          <span>{t('orderForm.price')}</span>
          <input
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            value={draft.price}
            placeholder={t('orderForm.enterPrice')}
            onChange={(event) => update({ price: event.target.value })}
          />
        </label>
      )}
      <Stepper
        label={t('orderForm.lots')}
        value={draft.lots}
        onChange={(lots) => update({ lots })}
        onStep={(direction) => update({ lots: stepLots(draft.lots, direction, rules) })}
        decrementDisabled={!canDecrement(draft.lots, rules)}
        decrementLabel={t('orderForm.lessLots')}
        incrementLabel={t('orderForm.moreLots')}
      />
      <div className={styles.stops}>
        <StopField
          label={t('orderForm.stopLoss')}
          on={draft.stopLossOn}
          value={draft.stopLoss}
          onToggle={(on) => update(on ? { stopLossOn: true, stopLoss: pricesNow().close } : { stopLossOn: false })}
          onChange={(stopLoss) => update({ stopLoss })}
        />
        <StopField
          label={t('orderForm.takeProfit')}
          on={draft.takeProfitOn}
          value={draft.takeProfit}
          onToggle={(on) =>
            update(on ? { takeProfitOn: true, takeProfit: pricesNow().close } : { takeProfitOn: false })
          }
          onChange={(takeProfit) => update({ takeProfit })}
        />
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('orderForm.estMargin')}</dt>
          <dd data-testid="estimated-margin">{money(estimate?.margin, 6)}</dd>
        </div>
        <div>
          <dt>{t('orderForm.estFee')}</dt>
          <dd data-testid="estimated-fee">{money(estimate?.fee, 6)}</dd>
        </div>
        <div>
          <dt>{t('orderForm.available')}</dt>
          <dd data-testid="free-margin">{money(freeMargin, 2)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${styles.side} ${styles.sell}`}
          disabled={!marketOpen || sending}
          onClick={() => void submit(SELL)}
        >
          <span className={styles.sideName}>{marketOpen ? t('orderForm.sell') : t('orderForm.closed')}</span>
          <LiveQuoteText
            className={styles.sidePrice}
            code={symbol.Code}
            side="bid"
            precision={precision}
            fallback={symbol.ForexQuotations.Bid}
          />
        </button>
        <button
          type="button"
          className={`${styles.side} ${styles.buy}`}
          disabled={!marketOpen || sending}
          onClick={() => void submit(BUY)}
        >
          <span className={styles.sideName}>{marketOpen ? t('orderForm.buy') : t('orderForm.closed')}</span>
          <LiveQuoteText
            className={styles.sidePrice}
            code={symbol.Code}
            side="ask"
            precision={precision}
            fallback={symbol.ForexQuotations.Ask}
          />
        </button>
      </div>
      <NoticeDialog
        open={placed !== null}
        title={t('orderForm.placedTitle')}
        message={
          placed
            ? t(placed.Status === 0 ? 'orderForm.placedPending' : 'orderForm.placedMarket', {
                side: placedSide,
                symbol: placed.ForexTradeLists.ShowCode,
                lots: placed.Quantity,
                price: formatDecimal(placed.OriginPrice, precision, lang),
              })
            : ''
        }
        onClose={() => setPlaced(null)}
      />
    </section>
  );
}
