import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { BUY, SELL, type Side } from '../../protocol/tradingMath.ts';
import { draftFromTyped } from '../format/number.ts';
import { EURUSD_RULES, MARKET_DRAFT } from '../testing/orderDrafts.ts';
import {
  checkForm,
  lotsIssue,
  type MarketNow,
  type MoneyContext,
  pendingStartPrice,
  shownChecksKey,
} from './orderChecks.ts';
import type { OrderDraft } from './orderForm.ts';

const rules = { ...EURUSD_RULES, id: 7 };
const draft = MARKET_DRAFT;
const market: MarketNow = { bid: '1.16500', ask: '1.16512', precision: 5, stopsLevel: 20 };
const money: MoneyContext = {
  freeMargin: '1000.00',
  estimate: {
    marginMode: 2,
    baseCurrency: 'EUR',
    contractSize: '100000',
    feeRate: '0.0005',
    feeType: 2,
    quoteToUsd: new Big(1),
  },
};
const check = (patch: Partial<OrderDraft> = {}, context: Partial<MoneyContext> = {}, stopsSide: Side = BUY) =>
  checkForm({ ...draft, ...patch }, rules, stopsSide, market, { ...money, ...context });

describe('lotsIssue', () => {
  it('asks for an amount, then checks the minimum, the step and the 1000-lot bound', () => {
    expect(lotsIssue('', rules)).toBe('enterAmount');
    expect(lotsIssue('0', rules)).toBe('lotsMin');
    expect(lotsIssue('abc', rules)).toBe('unreadable');
    expect(lotsIssue('0.015', rules)).toBe('lotsStep');
    expect(lotsIssue('0.2', { step: '0.1', minLots: '0.5' })).toBe('lotsMin');
    expect(lotsIssue('1000.01', rules)).toBe('lotsMax');
    expect(lotsIssue('1000', rules)).toBeNull();
    expect(lotsIssue('0.5', rules)).toBeNull();
    // a draft's comma is a group separator or a second mark (format/number.ts): refused, not guessed
    expect(lotsIssue('0,5', rules)).toBe('unreadable');
    expect(lotsIssue('1.2.3', rules)).toBe('unreadable');
  });

  it('refuses typed lots that are not a plain number instead of reading other lots from them', () => {
    for (const typed of ['1e5', '-1', '0x10', '１ｅ５']) {
      expect(lotsIssue(draftFromTyped(typed, 'en'), rules), typed).toBe('unreadable');
      expect(lotsIssue(draftFromTyped(typed, 'de'), rules), typed).toBe('unreadable');
    }
    expect(lotsIssue(draftFromTyped(' 0.5 ', 'en'), rules)).toBeNull();
    expect(lotsIssue(draftFromTyped('０，５', 'de'), rules)).toBeNull();
  });
});

describe('checkForm', () => {
  it('a valid market buy: both sides ready with their payload and the money at their own price', () => {
    const checks = check();
    expect(checks.lots).toBeNull();
    const buy = checks.sides[BUY];
    expect(buy.ok && buy.payload).toMatchObject({ type: 1, cont: '0.1', forex_id: 7, status: 1, multiple: 100 });
    // 0.1 × 100000 × 1.16512 ÷ 100 = 116.512; fee 0.058256
    expect(buy.money).toEqual({ price: '1.16512', margin: '116.512000', fee: '0.058256', needed: '116.570256' });
    expect(checks.sides[SELL].money?.price).toBe('1.16500');
    expect(checks.sides[SELL].ok).toBe(true);
  });

  it('500 lots: the margin is more than the free margin, both buttons say so', () => {
    const checks = check({ lots: '500' });
    expect(checks.lots).toBeNull();
    expect(checks.sides[BUY]).toMatchObject({ ok: false, block: 'margin' });
    expect(checks.sides[SELL]).toMatchObject({ ok: false, block: 'margin' });
    expect(checks.sides[BUY].money?.margin).toBe('582560.000000');
  });

  it('a bad lots box disables both sides for that reason', () => {
    const checks = check({ lots: '' });
    expect(checks.lots).toBe('enterAmount');
    expect(checks.sides[BUY]).toMatchObject({ ok: false, block: 'lots', money: null });
  });

  it('stops are judged for the side they are set for; the other side is disabled', () => {
    const checks = check({ stopLossOn: true, stopLoss: '1.16480' });
    expect(checks.ranges.stopLoss).toEqual({ bound: 'atMost', limit: '1.16480' });
    expect(checks.stopLoss).toBeNull();
    expect(checks.sides[BUY].ok && checks.sides[BUY].payload.stop_loss_price).toBe('1.1648');
    expect(checks.sides[SELL]).toMatchObject({ ok: false, block: 'stopsForOtherSide' });
    const tooClose = check({ stopLossOn: true, stopLoss: '1.16481' });
    expect(tooClose.stopLoss).toBe('outOfRange');
    expect(tooClose.sides[BUY]).toMatchObject({ ok: false, block: 'stops' });
    expect(check({ takeProfitOn: true, takeProfit: '' }).takeProfit).toBe('enterStop');
    expect(check({ takeProfitOn: true, takeProfit: '1.2.5' }).takeProfit).toBe('unreadable');
    expect(check({ stopLossOn: true, stopLoss: draftFromTyped('1e5', 'en') }).stopLoss).toBe('unreadable');
    expect(check({ market: false, price: draftFromTyped('-1', 'en') }).price).toBe('unreadable');
    expect(check({ market: false, price: draftFromTyped('1e5', 'de') }).price).toBe('unreadable');
    // the buttons' reason says to fix the price, not to enter one: there is text in the box
    expect(check({ market: false, price: draftFromTyped('1e5', 'en') }).sides[BUY]).toMatchObject({
      ok: false,
      block: 'priceToFix',
    });
    expect(check({ market: false, price: '' }).sides[SELL]).toMatchObject({ ok: false, block: 'price' });
    const sell = check({ stopLossOn: true, stopLoss: '1.16532' }, {}, SELL);
    expect(sell.ranges.stopLoss).toEqual({ bound: 'atLeast', limit: '1.16532' });
    expect(sell.sides[SELL].ok).toBe(true);
    expect(sell.sides[BUY]).toMatchObject({ ok: false, block: 'stopsForOtherSide' });
  });

  it('refuses a price or a stop with more decimals than the symbol quotes, as the server would, before it is sent', () => {
    const pending = check({ market: false, price: '1.100001' });
    expect(pending.price).toBe('tooPrecise');
    expect(pending.sides[BUY]).toMatchObject({ ok: false, block: 'priceToFix' });
    // trailing zeros are not decimals the quote lacks
    expect(check({ market: false, price: '1.1000000' }).price).toBeNull();
    const stop = check({ stopLossOn: true, stopLoss: '1.164801' });
    expect(stop.stopLoss).toBe('tooPrecise');
    expect(stop.sides[BUY]).toMatchObject({ ok: false, block: 'stops' });
    expect(check({ takeProfitOn: true, takeProfit: '1.2000001' }).takeProfit).toBe('tooPrecise');
  });

  it('a pending order needs its price and is charged at it', () => {
    expect(check({ market: false, price: '' }).price).toBe('enterPrice');
    const pending = check({ market: false, price: '1.2' });
    expect(pending.sides[BUY].ok && pending.sides[BUY].payload.target_price).toBe('1.2');
    expect(pending.sides[SELL].money?.margin).toBe('120.000000');
  });

  it('closed market, missing leverage and unknown free margin', () => {
    expect(checkForm(draft, { ...rules, marketOpen: false }, BUY, market, money).sides[BUY]).toMatchObject({
      ok: false,
      block: 'marketClosed',
    });
    expect(checkForm(draft, { ...rules, multiples: [] }, BUY, market, money).sides[SELL]).toMatchObject({
      block: 'noLeverage',
    });
    expect(check({ lots: '500' }, { freeMargin: undefined }).sides[BUY].ok).toBe(true);
  });

  it('blocks a pending price inside the stops level, as the server refuses it, per side', () => {
    // 20 points = 0.00020: a buy fills against the ask (1.16512), a sell against the bid (1.16500)
    const block = (price: string, side: Side, stopsLevel = 20) => {
      const verdict = checkForm({ ...draft, market: false, price }, rules, BUY, { ...market, stopsLevel }, money).sides[
        side
      ];
      return verdict.ok ? null : verdict.block;
    };
    expect(block('1.16510', BUY)).toBe('pendingTooNear');
    expect(block('1.16510', SELL)).toBe('pendingTooNear');
    // the bound itself is allowed: 1.16492 is the ask less the level, still inside a sell's level
    expect(block('1.16492', BUY)).toBeNull();
    expect(block('1.16492', SELL)).toBe('pendingTooNear');
    expect(block('1.16532', BUY)).toBeNull();
    expect(block('1.16400', SELL)).toBeNull();
    expect(block('1.16510', BUY, 0)).toBeNull();
  });

  it('starts a pending order where both sides are allowed, not at the market price inside the stops level', () => {
    // 20 points under the bid (1.16500) is the level's edge; as far again under it is where it starts
    const start = pendingStartPrice(market, '1.16500');
    expect(start).toBe('1.16460');
    const verdicts = checkForm({ ...draft, market: false, price: start }, rules, BUY, market, money).sides;
    expect([verdicts[BUY].ok, verdicts[SELL].ok]).toEqual([true, true]);
    // a spread wider than the level: one spread further instead
    expect(pendingStartPrice({ ...market, ask: '1.16560' }, '1.16500')).toBe('1.16420');
    // a cheap symbol whose level reaches under 0: above the ask by as much, where both sides are allowed too
    const cheap: MarketNow = { bid: '0.00300', ask: '0.00310', precision: 5, stopsLevel: 200 };
    const above = pendingStartPrice(cheap, '0.00300');
    expect(above).toBe('0.00710');
    const cheapSides = checkForm({ ...draft, market: false, price: above }, rules, BUY, cheap, money).sides;
    expect([cheapSides[BUY].ok, cheapSides[SELL].ok]).toEqual([true, true]);
    // no level, or no quote yet: the market's price
    expect(pendingStartPrice({ ...market, stopsLevel: 0 }, '1.16500')).toBe('1.16500');
    expect(pendingStartPrice({ ...market, bid: null }, '1.16500')).toBe('1.16500');
  });

  it('flags an account whose free margin cannot cover the minimum lot', () => {
    expect(check().cannotAffordMinimum).toBe(false);
    // 0.01 lot at 100x needs 11.6512 + 0.0058256
    expect(check({}, { freeMargin: '11.65' }).cannotAffordMinimum).toBe(true);
    expect(check({}, { freeMargin: '0.00' }).cannotAffordMinimum).toBe(true);
    expect(check({}, { freeMargin: '11.66' }).cannotAffordMinimum).toBe(false);
  });
});

describe('shownChecksKey', () => {
  const at = (bid: string, ask: string, patch: Partial<OrderDraft> = {}, freeMargin = '1000.00') =>
    shownChecksKey(checkForm({ ...draft, ...patch }, rules, BUY, { ...market, bid, ask }, { ...money, freeMargin }));

  it('is the same for ticks that only move the figures (estimates, the stops limits)', () => {
    const stops = { stopLossOn: true, stopLoss: '1.16000' };
    expect(at('1.16500', '1.16512', stops)).toBe(at('1.16520', '1.16531', stops));
  });

  it('changes when a tick changes what the form says: a stop out of range, a side short of margin', () => {
    const stops = { stopLossOn: true, stopLoss: '1.16000' };
    expect(at('1.15900', '1.15912', stops)).not.toBe(at('1.16500', '1.16512', stops));
    // 0.01 lot needs 11.65 USD of margin at 1.165 (100x) and its fee: 11.70 free is enough there, not at 1.175
    expect(at('1.17500', '1.17512', {}, '11.70')).not.toBe(at('1.16500', '1.16512', {}, '11.70'));
  });
});
