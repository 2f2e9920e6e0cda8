import { describe, expect, it } from 'vitest';
import { expectedReceipt, withdrawFee } from './withdrawMath.ts';

describe('withdraw fee and receipt (SPEC §9)', () => {
  it('charges a flat fee when fee_type is 1, a rate otherwise, to 4 decimals', () => {
    expect(withdrawFee('100', { fee_type: 1, draw_rate: '5' }).toFixed(4)).toBe('5.0000');
    expect(withdrawFee('123.45', { fee_type: 2, draw_rate: '0.01' }).toFixed(4)).toBe('1.2345');
    expect(withdrawFee('1.23456', { fee_type: 2, draw_rate: '0.01' }).toFixed(4)).toBe('0.0123');
    expect(withdrawFee('33.335', { fee_type: 0, draw_rate: '0.003' }).toFixed()).toBe('0.1');
  });

  it('receives (amount − fee) × usd_price, never below 0', () => {
    expect(expectedReceipt('100', withdrawFee('100', { fee_type: 1, draw_rate: '5' }), '1').toFixed()).toBe('95');
    expect(expectedReceipt('3', withdrawFee('3', { fee_type: 1, draw_rate: '5' }), '1').toFixed()).toBe('0');
    expect(expectedReceipt('1000', withdrawFee('1000', { fee_type: 2, draw_rate: '0' }), '0.0000105').toFixed()).toBe(
      '0.0105',
    );
  });
});
