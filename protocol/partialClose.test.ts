import { describe, expect, it } from 'vitest';
import { judgePartialClose, largestPart, splitAmount } from './partialClose.ts';

const EURUSD = { minLots: '0.01', lotStep: '0.01' };

describe('closing part of a position', () => {
  it('closes any lot-step size that leaves at least the minimum open', () => {
    const position = { ...EURUSD, lots: '0.10' };
    expect(judgePartialClose('0.01', position)).toBe('part');
    expect(judgePartialClose('0.09', position)).toBe('part');
    expect(largestPart(position)?.toFixed(2)).toBe('0.09');
  });

  it('treats the whole size as a full close, in any decimal spelling', () => {
    expect(judgePartialClose('0.1', { ...EURUSD, lots: '0.10' })).toBe('whole');
    expect(judgePartialClose('0.100', { ...EURUSD, lots: '0.1' })).toBe('whole');
  });

  it('refuses sizes off the lot step or under the minimum', () => {
    const position = { ...EURUSD, lots: '1' };
    expect(judgePartialClose('0.015', position)).toBe('lotsInvalid');
    expect(judgePartialClose('0.001', position)).toBe('lotsInvalid');
    expect(judgePartialClose('0', position)).toBe('lotsInvalid');
    expect(judgePartialClose('-0.5', position)).toBe('lotsInvalid');
  });

  it('refuses more than the position, or a part that would leave less than the minimum open', () => {
    const position = { lots: '1', minLots: '0.1', lotStep: '0.01' };
    expect(judgePartialClose('0.95', position)).toBe('tooLarge');
    expect(judgePartialClose('1.5', position)).toBe('tooLarge');
    expect(judgePartialClose('0.9', position)).toBe('part');
  });

  it('cannot split a position of the minimum size', () => {
    const position = { ...EURUSD, lots: '0.01' };
    expect(largestPart(position)).toBeNull();
    expect(judgePartialClose('0.01', position)).toBe('whole');
  });

  it('splits margin and fee so the two parts add up to the cent and beyond', () => {
    const margin = splitAmount('110.123457', '0.03', '0.07');
    expect(margin.closed.toFixed()).toBe('47.195767');
    expect(margin.kept.toFixed()).toBe('62.92769');
    expect(margin.closed.plus(margin.kept).toFixed()).toBe('110.123457');
    const fee = splitAmount('0.000001', '0.01', '0.03');
    expect(fee.closed.plus(fee.kept).toFixed()).toBe('0.000001');
  });
});
