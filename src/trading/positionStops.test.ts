import { describe, expect, it } from 'vitest';
import { BUY, SELL } from '../../protocol/tradingMath.ts';
import { type PositionNow, positionStopIssue } from './positionStops.ts';

/** A buy valued at the bid 1.16520 with a 40-point stops level: SL at most 1.16480, TP at least 1.16560. */
const BOUGHT: PositionNow = { side: BUY, price: '1.16520', stopsLevel: 40, precision: 5 };
/** A sell valued at the ask 1.16520: SL at least 1.16560, TP at most 1.16480. */
const SOLD: PositionNow = { ...BOUGHT, side: SELL };

describe("an open position's stop as typed", () => {
  it('takes an empty box or 0 as none', () => {
    expect(positionStopIssue('stopLoss', '', '0', BOUGHT)).toBeNull();
    expect(positionStopIssue('takeProfit', '  ', '0', BOUGHT)).toBeNull();
    expect(positionStopIssue('takeProfit', '0', '0', BOUGHT)).toBeNull();
  });

  it('says text that is not one plain number is unreadable', () => {
    for (const typed of ['1e5', '-1', '1.2.3', 'abc']) {
      expect(positionStopIssue('takeProfit', typed, '0', BOUGHT)).toEqual({ issue: 'unreadable' });
    }
  });

  it("keeps a buy's stops the stops level from the bid, the bound itself allowed", () => {
    expect(positionStopIssue('takeProfit', '1.16560', '0', BOUGHT)).toBeNull();
    expect(positionStopIssue('takeProfit', '1.16559', '0', BOUGHT)).toEqual({
      issue: 'tooNear',
      limit: '1.16560',
      atMost: false,
    });
    expect(positionStopIssue('stopLoss', '1.16480', '0', BOUGHT)).toBeNull();
    expect(positionStopIssue('stopLoss', '1.16500', '0', BOUGHT)).toEqual({
      issue: 'tooNear',
      limit: '1.16480',
      atMost: true,
    });
  });

  it("keeps a sell's stops the stops level from the ask", () => {
    expect(positionStopIssue('stopLoss', '1.16540', '0', SOLD)).toEqual({
      issue: 'tooNear',
      limit: '1.16560',
      atMost: false,
    });
    expect(positionStopIssue('takeProfit', '1.16480', '0', SOLD)).toBeNull();
  });

  it('says a stop on the wrong side of the price belongs on the other, whatever the level', () => {
    const noLevel = { ...BOUGHT, stopsLevel: 0 };
    expect(positionStopIssue('takeProfit', '1.16400', '0', BOUGHT)).toEqual({ issue: 'wrongSide', above: true });
    expect(positionStopIssue('stopLoss', '1.16600', '0', BOUGHT)).toEqual({ issue: 'wrongSide', above: false });
    expect(positionStopIssue('stopLoss', '1.16400', '0', SOLD)).toEqual({ issue: 'wrongSide', above: true });
    expect(positionStopIssue('takeProfit', '1.16600', '0', SOLD)).toEqual({ issue: 'wrongSide', above: false });
    // at the price itself is the wrong side too (strictly beyond it), with or without a level
    expect(positionStopIssue('takeProfit', '1.16520', '0', noLevel)).toEqual({ issue: 'wrongSide', above: true });
    expect(positionStopIssue('takeProfit', '1.16521', '0', noLevel)).toBeNull();
  });

  it('never refuses a stop the position already has for the level, as the server keeps it', () => {
    expect(positionStopIssue('stopLoss', '1.16500', '1.16500', BOUGHT)).toBeNull();
    // more decimals than the symbol quotes: refused whatever the side (the server would say so)
    expect(positionStopIssue('takeProfit', '1.200001', '0', BOUGHT)).toEqual({ issue: 'tooPrecise' });
    expect(positionStopIssue('takeProfit', '1.2000000', '0', BOUGHT)).toBeNull();
    expect(positionStopIssue('stopLoss', '1.165', '1.16500', BOUGHT)).toBeNull();
    expect(positionStopIssue('stopLoss', '1.16510', '1.16500', BOUGHT)).toMatchObject({ issue: 'tooNear' });
    // but a kept stop the price has passed is on the wrong side
    expect(positionStopIssue('stopLoss', '1.16530', '1.16530', BOUGHT)).toEqual({ issue: 'wrongSide', above: false });
  });

  it('judges nothing but the number without a price', () => {
    expect(positionStopIssue('takeProfit', '1.00000', '0', { ...BOUGHT, price: '0' })).toBeNull();
    expect(positionStopIssue('takeProfit', '1e5', '0', { ...BOUGHT, price: '0' })).toEqual({ issue: 'unreadable' });
  });
});
