import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TradeSymbol } from '../../protocol/schemas/market.ts';
import type { Order } from '../../protocol/schemas/trading.ts';
import { BUY, type Side } from '../../protocol/tradingMath.ts';
import { loginRedirect } from '../app/returnRoute.ts';
import { draftFromTyped } from '../format/number.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { type LiveQuote, useMarket } from '../market/marketStore.ts';
import { lastOf } from '../market/shownQuote.ts';
import { useAccountTotals } from '../realtime/hooks.ts';
import { startingMultiple, useLeverageChoice } from '../stores/leverageChoice.ts';
import { useOneTapTrading } from '../stores/oneTapTrading.ts';
import { useSession } from '../stores/session.ts';
import { tradingApi } from './api.ts';
import { currenciesOf, priceText } from './conversion.ts';
import { parseDecimal } from './decimalInput.ts';
import { checkForm, type FormChecks, type MarketNow, pendingStartPrice, shownChecksKey } from './orderChecks.ts';
import { initialLots, type OrderDraft, type SubmitPayload, type SymbolRules, stepLots } from './orderForm.ts';
import { refreshAccount, useFeeType, useRisk, useUsdRate } from './queries.ts';
import { prefillStop, type StopKind } from './stopLevels.ts';

function rulesOf(symbol: TradeSymbol, marketOpen: boolean): SymbolRules {
  return {
    id: symbol.Id,
    step: symbol.Pip,
    minLots: symbol.ForexMinCont,
    multiples: symbol.HasForexMultiple.map((option) => option.Value),
    marketOpen,
  };
}

const STOP_FIELDS = {
  stopLoss: { on: 'stopLossOn', value: 'stopLoss' },
  takeProfit: { on: 'takeProfitOn', value: 'takeProfit' },
} as const;

/** The market as the form reads it from a quote of the symbol (the REST snapshot's figures before the first). */
function formMarketOf(symbol: TradeSymbol, quote: LiveQuote | undefined) {
  const precision = symbol.PricePrecision;
  const bid = (quote ? priceText(quote.bid, precision) : null) ?? symbol.ForexQuotations.Bid;
  const ask = (quote ? priceText(quote.ask, precision) : null) ?? symbol.ForexQuotations.Ask;
  const close = quote?.close !== undefined ? (priceText(Number(quote.close), precision) ?? bid) : bid;
  const rules = rulesOf(symbol, lastOf(symbol, quote).open);
  const market: MarketNow = { bid, ask, precision, stopsLevel: symbol.stops_level };
  return { bid, ask, close, rules, market };
}

const latestQuoteOf = (code: string) => useMarket.getState().quotes[code];

/**
 * Re-renders the form when a quote of `code` changes what it shows (`shownChecksKey`), not per tick: the
 * figures that follow every tick are live texts (LiveText) reading `checksAt`.
 */
function useRenderOnShownChange(
  code: string,
  checks: FormChecks,
  checksAt: (quote: LiveQuote | undefined) => FormChecks,
) {
  const [, setShownVersion] = useState(0);
  const shown = useRef({ key: shownChecksKey(checks), checksAt });
  shown.current = { key: shownChecksKey(checks), checksAt };
  useEffect(
    () =>
      useMarket.subscribe((state, previous) => {
        const quote = state.quotes[code];
        if (quote === previous.quotes[code]) return;
        if (shownChecksKey(shown.current.checksAt(quote)) !== shown.current.key)
          setShownVersion((version) => version + 1);
      }),
    [code],
  );
}

/**
 * The order form's model: the draft as typed, the live market, every check as you type (orderChecks.ts),
 * stops prefilled at a safe level for the side they are set for, and the way out: the review sheet, or the
 * order sent at once with one-tap trading on. The view (OrderForm.tsx) only renders what this returns.
 */
export function useOrderForm(symbol: TradeSymbol, symbols: readonly TradeSymbol[]) {
  const navigate = useNavigate();
  const location = useLocation();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const loggedIn = useSession((state) => state.token !== null);
  const isDemo = useSession((state) => state.user?.is_demo === 1);
  const oneTap = useOneTapTrading((state) => state.enabled);
  const code = symbol.Code;
  const precision = symbol.PricePrecision;
  // the market at this render; actions read the latest quote when they happen
  const { rules, market } = formMarketOf(symbol, latestQuoteOf(code));

  const [draft, setDraft] = useState<OrderDraft>(() => ({
    market: true,
    price: '',
    lots: initialLots(rules),
    multiple: startingMultiple(rules.multiples, useLeverageChoice.getState().bySymbol[code]),
    stopLossOn: false,
    stopLoss: '',
    takeProfitOn: false,
    takeProfit: '',
  }));
  const [stopsSide, setStopsSideState] = useState<Side>(BUY);
  const [reviewing, setReviewing] = useState<Side | null>(null);
  const [placed, setPlaced] = useState<Order | null>(null);
  const [sending, setSending] = useState(false);
  const update = (patch: Partial<OrderDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const feeType = useFeeType();
  const usdRate = useUsdRate(currenciesOf(symbol).quote, symbols);
  const risk = useRisk();
  const totals = useAccountTotals();
  const freeMargin = loggedIn ? (totals?.free_margin ?? risk.data?.free_margin) : undefined;
  const money = {
    freeMargin,
    estimate:
      feeType === null
        ? null
        : {
            marginMode: symbol.MarginMode,
            baseCurrency: currenciesOf(symbol).base,
            contractSize: symbol.ForexContNum,
            feeRate: symbol.ForexFeeRate,
            feeType,
            quoteToUsd: usdRate,
          },
  };
  const checks = checkForm(draft, rules, stopsSide, market, money);
  // the checks at any quote, this render's draft and account (the live texts call it per tick; one cache)
  let cached: { quote: LiveQuote | undefined; checks: FormChecks } | null = null;
  const checksAt = (quote: LiveQuote | undefined): FormChecks => {
    if (cached?.quote !== quote || cached === null) {
      const at = formMarketOf(symbol, quote);
      cached = { quote, checks: checkForm(draft, at.rules, stopsSide, at.market, money) };
    }
    return cached.checks;
  };
  useRenderOnShownChange(code, checks, checksAt);
  const checksNow = () => checksAt(latestQuoteOf(code));

  /** A stop's starting price for `side` at the market now (a pending order's stops at its price). */
  const prefill = (kind: StopKind, side: Side, from: OrderDraft): string => {
    const { bid, ask } = formMarketOf(symbol, latestQuoteOf(code));
    return (
      prefillStop(kind, {
        side,
        bid,
        ask,
        pendingPrice: from.market ? null : (parseDecimal(from.price)?.toFixed() ?? null),
        precision,
        stopsLevel: symbol.stops_level,
      }) ?? ''
    );
  };

  const toggleStop = (kind: StopKind, on: boolean) => {
    const field = STOP_FIELDS[kind];
    update(on ? { [field.on]: true, [field.value]: prefill(kind, stopsSide, draft) } : { [field.on]: false });
  };

  /** Stops set for the other side are on the wrong side of the market: they start again there. */
  const setStopsSide = (side: Side) => {
    setStopsSideState(side);
    const patch: Partial<OrderDraft> = {};
    if (draft.stopLossOn) patch.stopLoss = prefill('stopLoss', side, draft);
    if (draft.takeProfitOn) patch.takeProfit = prefill('takeProfit', side, draft);
    update(patch);
  };

  /**
   * Market or pending: a pending order starts at a price both sides may take (pendingStartPrice); a stop that the new reference (the
   * pending price, or the bid and ask) puts on the wrong side or inside the stops level starts again where
   * it would have been prefilled, so switching never leaves the form blocked on a stop the user did not move.
   */
  const setMarket = (isMarket: boolean) => {
    const now = formMarketOf(symbol, latestQuoteOf(code));
    const next: OrderDraft = {
      ...draft,
      market: isMarket,
      price: isMarket || draft.price !== '' ? draft.price : pendingStartPrice(now.market, now.close),
    };
    const nextChecks = checkForm(next, now.rules, stopsSide, now.market, money);
    if (draft.stopLossOn && nextChecks.stopLoss !== null) next.stopLoss = prefill('stopLoss', stopsSide, next);
    if (draft.takeProfitOn && nextChecks.takeProfit !== null) next.takeProfit = prefill('takeProfit', stopsSide, next);
    setDraft(next);
  };

  const send = async (payload: SubmitPayload) => {
    setSending(true);
    try {
      setPlaced(await tradingApi.submit(payload));
      setReviewing(null);
      refreshAccount(queryClient);
    } catch {
      // the API client has shown the server's reason
    } finally {
      setSending(false);
    }
  };

  /** Buy or Sell tapped: log in first; with one-tap trading the order goes now, else the review opens. */
  const request = (side: Side) => {
    if (!loggedIn) {
      // back to this screen and this symbol once logged in
      navigate(loginRedirect(location.pathname + location.search));
      return;
    }
    const verdict = checksNow().sides[side];
    if (!verdict.ok) return;
    if (oneTap) void send(verdict.payload);
    else setReviewing(side);
  };

  /** The review's Confirm: the order as the form stands now (the figures shown are live too). */
  const confirm = () => {
    if (reviewing === null) return;
    const verdict = checksNow().sides[reviewing];
    if (verdict.ok) void send(verdict.payload);
  };

  return {
    draft,
    rules,
    market,
    checks,
    /** the checks at another quote of the symbol: what the live figures (LiveText) show per tick */
    checksAt,
    stopsSide,
    freeMargin,
    loggedIn,
    /** a deposit link is offered to real accounts that cannot afford the smallest order */
    offerDeposit: loggedIn && !isDemo && checks.cannotAffordMinimum,
    sending,
    reviewing,
    placed,
    setMarket,
    setMultiple: (multiple: number) => {
      useLeverageChoice.getState().remember(code, multiple);
      update({ multiple });
    },
    setLots: (text: string) => update({ lots: draftFromTyped(text, lang) }),
    stepLots: (direction: 1 | -1) => update({ lots: stepLots(draft.lots, direction, rules) }),
    setPrice: (text: string) => update({ price: draftFromTyped(text, lang) }),
    setStop: (kind: StopKind, text: string) => update({ [STOP_FIELDS[kind].value]: draftFromTyped(text, lang) }),
    toggleStop,
    setStopsSide,
    request,
    confirm,
    cancelReview: () => setReviewing(null),
    dismissPlaced: () => setPlaced(null),
  };
}

export type OrderFormModel = ReturnType<typeof useOrderForm>;
