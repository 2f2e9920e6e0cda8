import Big from 'big.js';
import { parseTyped } from '../format/number.ts';

/**
 * A box's draft text ("1.2", ".5"; its decimal mark already a point, see draftFromTyped in format/number.ts)
 * as a Big, or null when it is not a plain non-negative decimal (a comma left in it is a group separator
 * or a second mark, and is refused).
 */
/** Whether a price has at most `places` decimals (the server refuses more: "1.123456" for a 5-digit quote). */
export function fitsPlaces(value: Big, places: number): boolean {
  return value.round(places, Big.roundDown).eq(value);
}

export function parseDecimal(draft: string): Big | null {
  const wire = parseTyped(draft, 'en');
  return wire === null ? null : new Big(wire);
}
