import Big from 'big.js';

/** A typed number ("1.2", "1,2", ".5") as a Big, or null when it is not a plain non-negative decimal. */
export function parseDecimal(text: string): Big | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(normalised)) return null;
  return new Big(normalised);
}

/** Decimal places of a decimal string ("0.01" -> 2). */
export function decimalsOf(value: string): number {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
}
