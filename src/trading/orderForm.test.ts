import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { draftFromTyped } from '../format/number.ts';
import { EURUSD_RULES, MARKET_DRAFT } from '../testing/orderDrafts.ts';
import {
  type CheckContext,
  canDecrement,
  checkDraft,
  estimateOrder,
  estimatePrice,
  lotFloor,
  type OrderDraft,
  type SymbolRules,
  stepLots,
} from './orderForm.ts';

const rules = EURUSD_RULES;
const draft = MARKET_DRAFT;
const context: CheckContext = { loggedIn: true, side: 1, bid: '1.16500', ask: '1.16512' };

describe('checkDraft (SPEC §5: a toast and no call)', () => {
  it('builds the submit payload of a market buy with stops off sent as 0', () => {
    expect(checkDraft(draft, rules, context)).toEqual({
      ok: true,
      payload: {
        type: 1,
        cont: '0.1',
        forex_id: 1,
        status: 1,
        target_price: '0',
        stop_loss_price: '0',
        target_profit_price: '0',
        multiple: 100,
      },
    });
  });

  it('checks in SPEC order: login, market, leverage, multiple, amount, lots, price, stops', () => {
    const problem = (d: Partial<OrderDraft>, r: Partial<SymbolRules> = {}, c: Partial<typeof context> = {}) => {
      const result = checkDraft({ ...draft, ...d }, { ...rules, ...r }, { ...context, ...c });
      return result.ok ? 'ok' : result.problem;
    };
    expect(problem({}, {}, { loggedIn: false })).toBe('login');
    expect(problem({}, { marketOpen: false })).toBe('marketClosed');
    expect(problem({}, { multiples: [] })).toBe('noLeverage');
    expect(problem({ multiple: null })).toBe('noMultiple');
    expect(problem({ multiple: 33 })).toBe('noMultiple');
    expect(problem({ lots: '' })).toBe('enterAmount');
    expect(problem({ lots: '  ' })).toBe('enterAmount');
    expect(problem({ lots: '0' })).toBe('enterAmount');
    expect(problem({ lots: '-1' })).toBe('enterAmount');
    expect(problem({ lots: 'abc' })).toBe('enterAmount');
    expect(problem({ lots: '0.015' })).toBe('lotsRule');
    expect(problem({ lots: '0.1' }, { minLots: '0.5', step: '0.1' })).toBe('lotsRule');
    expect(problem({ market: false, price: '' })).toBe('enterPrice');
    expect(problem({ market: false, price: '0' })).toBe('enterPrice');
    expect(problem({ stopLossOn: true, stopLoss: '' })).toBe('stopLossPrice');
    expect(problem({ stopLossOn: true, stopLoss: '-1' })).toBe('stopLossPrice');
    expect(problem({ takeProfitOn: true, takeProfit: '' })).toBe('takeProfitPrice');
    // a buy opens at the ask 1.16512: SL below, TP above
    expect(problem({ stopLossOn: true, stopLoss: '1.1652' })).toBe('stopLossSide');
    expect(problem({ takeProfitOn: true, takeProfit: '1.165' })).toBe('takeProfitSide');
    expect(problem({ stopLossOn: true, stopLoss: '1.16', takeProfitOn: true, takeProfit: '1.17' })).toBe('ok');
    // a sell opens at the bid 1.16500: the reverse
    expect(problem({ stopLossOn: true, stopLoss: '1.17' }, {}, { side: 2 })).toBe('ok');
    expect(problem({ stopLossOn: true, stopLoss: '1.16' }, {}, { side: 2 })).toBe('stopLossSide');
    // a buy is stopped at the bid 1.16500, a sell at the ask 1.16512: a stop-loss inside the spread is refused
    expect(problem({ stopLossOn: true, stopLoss: '1.16505' })).toBe('stopLossSide');
    expect(problem({ stopLossOn: true, stopLoss: '1.165' })).toBe('stopLossSide');
    expect(problem({ stopLossOn: true, stopLoss: '1.16505' }, {}, { side: 2 })).toBe('stopLossSide');
    expect(problem({ stopLossOn: true, stopLoss: '1.16512' }, {}, { side: 2 })).toBe('stopLossSide');
  });

  it('a switched-off stop sends 0 whatever its box holds', () => {
    const result = checkDraft({ ...draft, stopLoss: '-5', takeProfit: 'x' }, rules, context);
    expect(result.ok && result.payload.stop_loss_price).toBe('0');
    expect(result.ok && result.payload.target_profit_price).toBe('0');
  });

  it('a pending order sends its price as target_price and judges stops against it; a German comma is a decimal point', () => {
    const price = draftFromTyped('1,2', 'de');
    const result = checkDraft({ ...draft, market: false, price, stopLossOn: true, stopLoss: '1.1' }, rules, {
      ...context,
      bid: null,
      ask: null,
    });
    expect(result).toMatchObject({ ok: true, payload: { status: 0, target_price: '1.2', stop_loss_price: '1.1' } });
    const wrong = checkDraft(
      { ...draft, market: false, price: '1.2', stopLossOn: true, stopLoss: '1.3' },
      rules,
      context,
    );
    expect(wrong).toEqual({ ok: false, problem: 'stopLossSide' });
  });
});

describe('lot stepper (step = Pip, decrement disabled at or below the step, minimum ForexMinCont)', () => {
  it('steps by the pip and keeps its decimals', () => {
    expect(stepLots('0.10', 1, rules)).toBe('0.11');
    expect(stepLots('0.10', -1, rules)).toBe('0.09');
    expect(stepLots('0.02', -1, rules)).toBe('0.01');
    expect(stepLots('0.01', -1, rules)).toBe('0.01');
    expect(stepLots('1', 1, { step: '0.1', minLots: '0.1' })).toBe('1.1');
  });

  it('snaps an off-step value to the neighbouring step', () => {
    expect(stepLots('0.105', 1, rules)).toBe('0.11');
    expect(stepLots('0.105', -1, rules)).toBe('0.10');
  });

  it('never goes below the minimum lots nor one step; unreadable input restarts there', () => {
    const big = { step: '0.01', minLots: '0.05' };
    expect(lotFloor(big).toFixed(2)).toBe('0.05');
    expect(stepLots('0.05', -1, big)).toBe('0.05');
    expect(stepLots('0.02', 1, big)).toBe('0.05');
    expect(stepLots('', 1, rules)).toBe('0.01');
    expect(stepLots('abc', -1, { step: '0.1', minLots: '0.1' })).toBe('0.1');
  });

  it('disables the decrement at or below the floor', () => {
    expect(canDecrement('0.01', rules)).toBe(false);
    expect(canDecrement('0.005', rules)).toBe(false);
    expect(canDecrement('0.02', rules)).toBe(true);
    expect(canDecrement('', rules)).toBe(false);
    expect(canDecrement('0.05', { step: '0.01', minLots: '0.05' })).toBe(false);
    expect(canDecrement('0.06', { step: '0.01', minLots: '0.05' })).toBe(true);
  });
});

describe('estimateOrder (the server formulas, 6 decimals)', () => {
  const base = {
    marginMode: 2,
    baseCurrency: 'EUR',
    contractSize: '100000',
    feeRate: '0.0005',
    feeType: 2,
    lots: '0.1',
    multiple: 100,
    price: '1.16512',
    quoteToUsd: new Big(1),
  };

  it('margin = lots × contract × price ÷ multiple; fee = margin × rate', () => {
    // 0.1 × 100000 × 1.16512 ÷ 100 = 116.512; fee 0.058256
    expect(estimateOrder(base)).toEqual({ margin: '116.512000', fee: '0.058256' });
  });

  it('fee type 1 charges lots × rate; fixed margin mode ignores price and multiple', () => {
    expect(estimateOrder({ ...base, feeType: 1 })).toEqual({ margin: '116.512000', fee: '0.000050' });
    expect(estimateOrder({ ...base, marginMode: 1, price: null })).toEqual({ margin: '10000.000000', fee: '5.000000' });
  });

  it('converts a non-USD quote currency with the USD rate', () => {
    // EURJPY 177.59 with USDJPY's mid at 152.41: 0.1 × 100000 × 177.59 ÷ 100 = 17759 JPY × (1/152.41) = 116.521226 USD
    const rate = new Big(1).div('152.41');
    expect(estimateOrder({ ...base, price: '177.59', quoteToUsd: rate })).toEqual({
      margin: '116.521226',
      fee: '0.058261',
    });
  });

  it("shows a USD-base pair's margin as lots × contract ÷ multiple in USD, the same at the ask and the bid", () => {
    // USDJPY 152.400 / 152.420 (mid 152.41): 0.1 lot = 10,000 USD, ÷ 100 = 100 USD, fee 0.05 % = 0.05
    const usdjpy = { ...base, baseCurrency: 'USD', quoteToUsd: new Big(1).div('152.41') };
    expect(estimateOrder({ ...usdjpy, price: '152.42' })).toEqual({ margin: '100.000000', fee: '0.050000' });
    expect(estimateOrder({ ...usdjpy, price: '152.4' })).toEqual({ margin: '100.000000', fee: '0.050000' });
  });

  it('is null without lots, a multiple, a price or a rate', () => {
    expect(estimateOrder({ ...base, lots: '' })).toBeNull();
    expect(estimateOrder({ ...base, multiple: null })).toBeNull();
    expect(estimateOrder({ ...base, price: null })).toBeNull();
    expect(estimateOrder({ ...base, quoteToUsd: null })).toBeNull();
  });

  it('is shown at the ask for a market order, at the typed price for a pending one', () => {
    expect(estimatePrice({ market: true, price: '9' }, '1.2')).toBe('1.2');
    expect(estimatePrice({ market: false, price: '1.50' }, '1.2')).toBe('1.5');
    expect(estimatePrice({ market: false, price: '1,5' }, '1.2')).toBeNull();
    expect(estimatePrice({ market: false, price: '' }, '1.2')).toBeNull();
  });
});
