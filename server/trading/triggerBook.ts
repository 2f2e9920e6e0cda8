import type { AlertDirection, AlertWatch } from '../../protocol/schemas/alerts.ts';
import { BUY, type Side } from '../../protocol/tradingMath.ts';
import { type CrossingDirection, ThresholdIndex } from './thresholdIndex.ts';

/** Which price a trigger watches: a buy is valued (SL/TP) at the bid and filled at the ask; a sell the reverse. */
type Watch = AlertWatch;

/** What an order waits for. */
export type TriggerKind = 'fill' | 'stop_loss' | 'take_profit';
type AnyKind = TriggerKind | 'alert';

interface Registration {
  index: ThresholdIndex;
  threshold: number;
}

interface SymbolTriggers {
  indexes: { index: ThresholdIndex; watch: Watch; kind: AnyKind }[];
  byKey: Map<string, ThresholdIndex>;
}

export interface FiredTrigger {
  orderId: number;
  kind: TriggerKind;
  /** the tick price that crossed it (the execution price) */
  price: number;
}

/** A price alert the tick crossed (taken out of the index: it fires once). */
export interface FiredAlert {
  alertId: number;
  kind: 'alert';
  symbolId: number;
  /** the tick price that crossed it */
  price: number;
}

/** Orders fire in this order within a tick, then alerts (which never touch an order). */
const KINDS: readonly AnyKind[] = ['fill', 'stop_loss', 'take_profit', 'alert'];

function key(kind: AnyKind, watch: Watch, direction: CrossingDirection): string {
  return `${kind}:${watch}:${direction}`;
}

/** The price an order's trigger watches: a buy's stops the bid, its fill the ask; a sell the reverse. */
function watchOf(kind: TriggerKind, side: Side): Watch {
  return (kind === 'fill') === (side === BUY) ? 'ask' : 'bid';
}

/**
 * Every order and alert waiting on a price, indexed per symbol: pending entries, stop-losses, take-profits
 * and price alerts, each in a sorted index for the price it watches (bid or ask) and its direction, so a tick
 * looks only at the front of each (O(1) + fired). Alert ids are their own id space (registered as 'alert').
 */
export class TriggerBook {
  private readonly symbols = new Map<number, SymbolTriggers>();
  private readonly registrations = new Map<string, Registration>();

  /** The index of (kind, watch, direction) on a symbol, made on first use; a tick visits them in KINDS order. */
  private indexFor(symbolId: number, kind: AnyKind, watch: Watch, direction: CrossingDirection): ThresholdIndex {
    let triggers = this.symbols.get(symbolId);
    if (!triggers) {
      triggers = { indexes: [], byKey: new Map() };
      this.symbols.set(symbolId, triggers);
    }
    let index = triggers.byKey.get(key(kind, watch, direction));
    if (!index) {
      index = new ThresholdIndex(direction);
      triggers.byKey.set(key(kind, watch, direction), index);
      triggers.indexes.push({ index, watch, kind });
      triggers.indexes.sort((a, b) => KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind));
    }
    return index;
  }

  private register(
    symbolId: number,
    id: number,
    kind: AnyKind,
    watch: Watch,
    direction: CrossingDirection,
    threshold: number,
  ) {
    const index = this.indexFor(symbolId, kind, watch, direction);
    this.unregister(id, kind);
    index.add(threshold, id);
    this.registrations.set(`${id}:${kind}`, { index, threshold });
  }

  private unregister(id: number, kind: AnyKind): void {
    const found = this.registrations.get(`${id}:${kind}`);
    if (!found) return;
    found.index.remove(found.threshold, id);
    this.registrations.delete(`${id}:${kind}`);
  }

  /** A pending order: a limit waits for a better price, a stop for a worse one. */
  addPending(symbolId: number, orderId: number, side: Side, entry: 'limit' | 'stop', target: number): void {
    // a buy limit below the ask, a buy stop above it; a sell the reverse on the bid
    this.register(
      symbolId,
      orderId,
      'fill',
      watchOf('fill', side),
      below((entry === 'limit') === (side === BUY)),
      target,
    );
  }

  /** An open position's stops (0 or undefined = none). */
  setStops(symbolId: number, orderId: number, side: Side, stopLoss: number, takeProfit: number): void {
    this.unregister(orderId, 'stop_loss');
    this.unregister(orderId, 'take_profit');
    const lossBelow = side === BUY;
    if (stopLoss > 0)
      this.register(symbolId, orderId, 'stop_loss', watchOf('stop_loss', side), below(lossBelow), stopLoss);
    if (takeProfit > 0)
      this.register(symbolId, orderId, 'take_profit', watchOf('take_profit', side), below(!lossBelow), takeProfit);
  }

  /** A price alert: fires once when the watched price reaches `level` from below ('above') or above ('below'). */
  addAlert(symbolId: number, alertId: number, watch: Watch, direction: AlertDirection, level: number): void {
    this.register(symbolId, alertId, 'alert', watch, below(direction === 'below'), level);
  }

  forgetAlert(alertId: number): void {
    this.unregister(alertId, 'alert');
  }

  /** An order leaves the index (its fill and stops; alerts are another id space: forgetAlert). */
  forget(orderId: number): void {
    for (const kind of ['fill', 'stop_loss', 'take_profit'] as const) this.unregister(orderId, kind);
  }

  /** Orders' triggers and alerts registered. */
  get size(): number {
    return this.registrations.size;
  }

  /** Takes every trigger this tick crosses: fills first, then stop-losses, take-profits, and alerts last. */
  onTick(symbolId: number, bid: number, ask: number): (FiredTrigger | FiredAlert)[] {
    const triggers = this.symbols.get(symbolId);
    if (!triggers) return [];
    const fired: (FiredTrigger | FiredAlert)[] = [];
    for (const { index, watch, kind } of triggers.indexes) {
      if (index.size === 0) continue;
      const price = watch === 'bid' ? bid : ask;
      for (const id of index.takeCrossed(price)) {
        this.registrations.delete(`${id}:${kind}`);
        if (kind === 'alert') {
          fired.push({ alertId: id, kind, symbolId, price });
          continue;
        }
        // A position closes once: its other stop must not fire later.
        if (kind !== 'fill') this.forget(id);
        fired.push({ orderId: id, kind, price });
      }
    }
    return fired;
  }
}

function below(yes: boolean): CrossingDirection {
  return yes ? 'fireAtOrBelow' : 'fireAtOrAbove';
}
