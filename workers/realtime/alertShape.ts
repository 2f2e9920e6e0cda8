import type { PriceAlertFired } from '../../protocol/ws.ts';

const WATCHES: readonly unknown[] = ['bid', 'ask'];
const DIRECTIONS: readonly unknown[] = ['above', 'below'];

/** A PRICE_ALERT payload as the wire sent it, or null when it is not one (the worker never trusts the wire). */
export function priceAlertFiredOf(data: unknown): PriceAlertFired | null {
  if (typeof data !== 'object' || data === null) return null;
  const fired = data as Record<string, unknown>;
  const { id, symbolId, code, watch, direction, level, price, firedAt } = fired;
  if (typeof id !== 'number' || !Number.isInteger(id)) return null;
  if (typeof symbolId !== 'number' || !Number.isInteger(symbolId)) return null;
  if (typeof code !== 'string' || code === '') return null;
  if (!WATCHES.includes(watch) || !DIRECTIONS.includes(direction)) return null;
  if (typeof level !== 'string' || typeof price !== 'string') return null;
  if (typeof firedAt !== 'number' || !Number.isFinite(firedAt)) return null;
  return {
    id,
    symbolId,
    code,
    watch: watch as PriceAlertFired['watch'],
    direction: direction as PriceAlertFired['direction'],
    level,
    price,
    firedAt,
  };
}
