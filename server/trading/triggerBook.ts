import { BUY, type Side } from '../../protocol/tradingMath.ts';
import { type Direction, ThresholdIndex } from './thresholdIndex.ts';

/** Which price a trigger watches: a buy is valued (SL/TP) at the bid and filled at the ask; a sell the reverse. */
type Watch = 'bid' | 'ask';

export type TriggerKind = 'fill' | 'stop_loss' | 'take_profit';

interface Registration {
  index: ThresholdIndex;
  threshold: number;
}

interface SymbolTriggers {
  indexes: { index: ThresholdIndex; watch: Watch; kind: TriggerKind }[];
  byKey: Map<string, ThresholdIndex>;
}

export interface FiredTrigger {
  orderId: number;
  kind: TriggerKind;
  /** the tick price that crossed it (the execution price) */
  price: number;
}

function key(kind: TriggerKind, side: Side, direction: Direction): string {
  return `${kind}:${side}:${direction}`;
}

/**
 * Every order waiting on a price, indexed per symbol: pending entries, stop-losses and take-profits, each in
 * a sorted index for its side and direction, so a tick looks only at the front of each (O(1) + fired).
 */
export class TriggerBook {
  private readonly symbols = new Map<number, SymbolTriggers>();
  private readonly registrations = new Map<string, Registration>();

  private triggers(symbolId: number): SymbolTriggers {
    let found = this.symbols.get(symbolId);
    if (!found) {
      const indexes: SymbolTriggers['indexes'] = [];
      const byKey = new Map<string, ThresholdIndex>();
      const add = (kind: TriggerKind, side: Side, direction: Direction, watch: Watch) => {
        const index = new ThresholdIndex(direction);
        indexes.push({ index, watch, kind });
        byKey.set(key(kind, side, direction), index);
      };
      // Buys: SL below / TP above the bid; pending buys fill on the ask (limit below, stop above).
      add('stop_loss', 1, 'fireAtOrBelow', 'bid');
      add('take_profit', 1, 'fireAtOrAbove', 'bid');
      add('fill', 1, 'fireAtOrBelow', 'ask');
      add('fill', 1, 'fireAtOrAbove', 'ask');
      // Sells: SL above / TP below the ask; pending sells fill on the bid (limit above, stop below).
      add('stop_loss', 2, 'fireAtOrAbove', 'ask');
      add('take_profit', 2, 'fireAtOrBelow', 'ask');
      add('fill', 2, 'fireAtOrAbove', 'bid');
      add('fill', 2, 'fireAtOrBelow', 'bid');
      found = { indexes, byKey };
      this.symbols.set(symbolId, found);
    }
    return found;
  }

  private register(
    symbolId: number,
    orderId: number,
    kind: TriggerKind,
    side: Side,
    direction: Direction,
    threshold: number,
  ) {
    const index = this.triggers(symbolId).byKey.get(key(kind, side, direction));
    if (!index) throw new Error(`no index ${kind} ${side} ${direction}`);
    this.unregister(orderId, kind);
    index.add(threshold, orderId);
    this.registrations.set(`${orderId}:${kind}`, { index, threshold });
  }

  private unregister(orderId: number, kind: TriggerKind): void {
    const found = this.registrations.get(`${orderId}:${kind}`);
    if (!found) return;
    found.index.remove(found.threshold, orderId);
    this.registrations.delete(`${orderId}:${kind}`);
  }

  /** A pending order: a limit waits for a better price, a stop for a worse one. */
  addPending(symbolId: number, orderId: number, side: Side, entry: 'limit' | 'stop', target: number): void {
    const belowForBuy = entry === 'limit';
    const direction: Direction =
      side === BUY
        ? belowForBuy
          ? 'fireAtOrBelow'
          : 'fireAtOrAbove'
        : belowForBuy
          ? 'fireAtOrAbove'
          : 'fireAtOrBelow';
    this.register(symbolId, orderId, 'fill', side, direction, target);
  }

  /** An open position's stops (0 or undefined = none). */
  setStops(symbolId: number, orderId: number, side: Side, stopLoss: number, takeProfit: number): void {
    this.unregister(orderId, 'stop_loss');
    this.unregister(orderId, 'take_profit');
    if (stopLoss > 0)
      this.register(symbolId, orderId, 'stop_loss', side, side === BUY ? 'fireAtOrBelow' : 'fireAtOrAbove', stopLoss);
    if (takeProfit > 0)
      this.register(
        symbolId,
        orderId,
        'take_profit',
        side,
        side === BUY ? 'fireAtOrAbove' : 'fireAtOrBelow',
        takeProfit,
      );
  }

  forget(orderId: number): void {
    for (const kind of ['fill', 'stop_loss', 'take_profit'] as const) this.unregister(orderId, kind);
  }

  get size(): number {
    return this.registrations.size;
  }

  /** Takes every trigger this tick crosses, fills first, then stop-losses, then take-profits. */
  onTick(symbolId: number, bid: number, ask: number): FiredTrigger[] {
    const triggers = this.symbols.get(symbolId);
    if (!triggers) return [];
    const fired: FiredTrigger[] = [];
    for (const kind of ['fill', 'stop_loss', 'take_profit'] as const) {
      for (const entry of triggers.indexes) {
        if (entry.kind !== kind || entry.index.size === 0) continue;
        const price = entry.watch === 'bid' ? bid : ask;
        for (const orderId of entry.index.takeCrossed(price)) {
          this.registrations.delete(`${orderId}:${kind}`);
          // A position closes once: its other stop must not fire later.
          if (kind !== 'fill') this.forget(orderId);
          fired.push({ orderId, kind, price });
        }
      }
    }
    return fired;
  }
}
