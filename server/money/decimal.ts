import Big from 'big.js';

// Money and prices never touch JS number arithmetic on the server: they are big.js decimals, branded so a
// price cannot be passed where an amount of money is expected.
Big.DP = 20;
Big.RM = Big.roundHalfUp;

declare const priceBrand: unique symbol;
declare const amountBrand: unique symbol;

/** A price in the symbol's quote currency. */
export type Price = Big & { readonly [priceBrand]: true };
/** An amount of money (balances, margin, fees, P&L). */
export type Amount = Big & { readonly [amountBrand]: true };

export function price(value: string | Big): Price {
  return new Big(value) as Price;
}

export function amount(value: string | Big): Amount {
  return new Big(value) as Amount;
}

/** Rounds half-up to a fixed number of decimals and prints them all ("1.10" stays "1.10"). */
export function toFixedString(value: Big, decimals: number): string {
  return value.toFixed(decimals, Big.roundHalfUp);
}

export { Big };
