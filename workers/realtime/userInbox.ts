import {
  type AccountTotals,
  type MovedStops,
  type PriceAlertFired,
  TOPIC_FOREX_CLOSED,
  TOPIC_FOREX_STOPS,
  TOPIC_FOREX_TRADE,
  TOPIC_PRICE_ALERT,
} from '../../protocol/ws.ts';
import { priceAlertFiredOf } from './alertShape.ts';
import type { RealtimeUpdate } from './api.ts';

const TOTALS_FIELDS = ['balance', 'equity', 'margin', 'free_margin', 'risk_rate', 'all_fact_profits'] as const;
/** a stop as the server writes it: digits with an optional fraction */
const DECIMAL = /^\d{1,12}(\.\d{1,12})?$/;

/**
 * What arrived on the logged-in user's own topics since the last update (account totals, closed orders,
 * fired alerts, stops the server moved), checked field by field: the worker never trusts the wire.
 */
export class UserInbox {
  private totals: AccountTotals | undefined;
  private closed: number[] = [];
  private alerts: PriceAlertFired[] = [];
  private stops = new Map<number, string>();

  /** Takes a message of a user topic; false when `topic` is not one. */
  ingest(topic: string, data: unknown): boolean {
    if (topic === TOPIC_FOREX_TRADE) this.ingestTotals(data);
    else if (topic === TOPIC_FOREX_CLOSED) this.ingestClosed(data);
    else if (topic === TOPIC_PRICE_ALERT) this.ingestAlert(data);
    else if (topic === TOPIC_FOREX_STOPS) this.ingestStops(data);
    else return false;
    return true;
  }

  get hasPending(): boolean {
    return this.totals !== undefined || this.closed.length > 0 || this.alerts.length > 0 || this.stops.size > 0;
  }

  /** Moves what is pending into `update`; false when there was nothing. */
  takeInto(update: RealtimeUpdate): boolean {
    if (!this.hasPending) return false;
    if (this.totals !== undefined) update.totals = this.totals;
    if (this.closed.length > 0) update.closed = this.closed;
    if (this.alerts.length > 0) update.alerts = this.alerts;
    if (this.stops.size > 0) update.stops = [...this.stops].map(([id, stopLoss]) => ({ id, stopLoss }));
    this.totals = undefined;
    this.closed = [];
    this.alerts = [];
    this.stops = new Map();
    return true;
  }

  private ingestTotals(data: unknown): void {
    if (typeof data !== 'object' || data === null) return;
    const totals = data as Record<string, unknown>;
    if (!TOTALS_FIELDS.every((field) => typeof totals[field] === 'string')) return;
    if (typeof totals.holding !== 'number' || typeof totals.pending !== 'number') return;
    this.totals = data as AccountTotals;
  }

  private ingestClosed(data: unknown): void {
    if (typeof data !== 'object' || data === null) return;
    const ids = (data as { ids?: unknown }).ids;
    if (!Array.isArray(ids)) return;
    for (const id of ids) if (typeof id === 'number') this.closed.push(id);
  }

  private ingestAlert(data: unknown): void {
    const fired = priceAlertFiredOf(data);
    if (fired !== null) this.alerts.push(fired);
  }

  /** the latest stop per order wins (a trail may move twice between two updates) */
  private ingestStops(data: unknown): void {
    if (typeof data !== 'object' || data === null) return;
    const moved = (data as { orders?: unknown }).orders;
    if (!Array.isArray(moved)) return;
    for (const item of moved as unknown[]) {
      if (typeof item !== 'object' || item === null) continue;
      const { id, stopLoss } = item as Partial<Record<keyof MovedStops['orders'][number], unknown>>;
      if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) continue;
      if (typeof stopLoss !== 'string' || !DECIMAL.test(stopLoss)) continue;
      this.stops.set(id, stopLoss);
    }
  }
}
