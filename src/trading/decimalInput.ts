import Big from 'big.js';
import { parseTyped } from '../format/number.ts';

/**
 * A box's draft text ("1.2", ".5"; its decimal mark already a point, see draftFromTyped in format/number.ts)
 * as a Big, or null when it is not a plain non-negative decimal (a comma left in it is a group separator
 * or a second mark, and is refused).
 */
export function parseDecimal(draft: string): Big | null {
  const wire = parseTyped(draft, 'en');
  return wire === null ? null : new Big(wire);
}
