import { describe, expect, it } from 'vitest';
import { usd } from './formMessages.ts';

describe("the order review's USD amounts", () => {
  it('put the code after the number, as every other amount in the app does', () => {
    expect(usd('523.1', 'en', 2)).toBe('523.10 USD');
    expect(usd('1234.5678915', 'en', 6)).toBe('1,234.567892 USD');
    expect(usd('1234.5', 'de', 2)).toBe('1.234,50 USD');
    expect(usd('2', 'jp', 2)).toBe('2.00 USD');
  });

  it('round half-up at the decimals asked, the sign kept', () => {
    expect(usd('0.005', 'en', 2)).toBe('0.01 USD');
    expect(usd('-12.345', 'en', 2)).toBe('-12.35 USD');
  });
});
