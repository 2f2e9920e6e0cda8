import { randomInt } from 'node:crypto';

/** A public record number: prefix, UTC date-time to the second and 6 random digits (D20260518093012123456). */
export function orderNumber(prefix: 'D' | 'W', now: number): string {
  const stamp = new Date(now).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
