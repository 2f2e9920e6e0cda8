import { TOPIC_FOREX_CLOSED } from '../../protocol/ws.ts';
import { fireAlert } from './alertCommands.ts';
import type { EngineContext } from './engineContext.ts';
import { shareLockedOrder } from './orderStore.ts';
import type { FiredAlert } from './triggerBook.ts';

/**
 * Sets the book from the order's row after its trigger's close or fill failed or wrote nothing (the trigger
 * left the index when the tick crossed it): still open, its stops are tracked again as stored; still pending,
 * its entry; closed or cancelled, it is forgotten. A write that committed although its caller saw an error
 * (the reply lost) is found here as closed or filled, so nothing fires twice; its owner is told then. The book
 * is set while the row is share-locked, so a stops edit, close or cancel committing meanwhile reaches the book
 * after it, not before it (its older picture would win). Throws when the database cannot be read.
 */
export async function resyncOrder(context: EngineContext, orderId: number): Promise<void> {
  const { book } = context;
  await context.db.transaction(async (tx) => {
    const found = await shareLockedOrder(tx, orderId);
    const before = book.resync(orderId, found?.order);
    const after = book.holding(orderId);
    if (!found || before === after) return;
    // the write committed after all (a fill, a close, a cancel for want of margin): as its own path would have
    const { order, userId, balance } = found;
    book.remember(order.accountId, userId);
    book.noteBalance(order.accountId, Number(balance));
    if (after === undefined) context.publisher.toUser(userId, TOPIC_FOREX_CLOSED, { ids: [order.id] });
    context.markDirty(userId);
  });
}

/**
 * The triggers out of the index whose work could not be done yet (the database still away): orders whose row
 * could not be re-read, and price alerts a tick crossed whose firing could not be written. `recover` and
 * `fireAlert` try at once, and whatever failed is tried again by `retry` (the engine's periodic sweep) until
 * it is done, so no trigger stays lost while the process runs.
 */
export class TriggerRecovery {
  private readonly waiting = new Set<number>();
  private readonly alertsWaiting = new Map<number, FiredAlert>();

  constructor(private readonly context: EngineContext) {}

  /** resyncOrder, never throwing: an order that cannot be read now waits for the next `retry`. */
  async recover(orderId: number): Promise<void> {
    try {
      await resyncOrder(this.context, orderId);
      this.waiting.delete(orderId);
    } catch (error) {
      this.waiting.add(orderId);
      this.context.log?.(`order ${orderId}: its trigger is re-read at the next sweep`, error);
    }
  }

  /**
   * Fires a crossed price alert (marks it fired, tells its owner), never throwing: one whose write fails waits
   * for the next `retry`, which fires it then (it was crossed; a later tick need not cross it again). Marking
   * is guarded by the alert's status, so a retry never fires it twice, and one cancelled meanwhile stays so.
   */
  async fireAlert(alert: FiredAlert): Promise<void> {
    try {
      await fireAlert(this.context, alert);
      this.alertsWaiting.delete(alert.alertId);
    } catch (error) {
      this.alertsWaiting.set(alert.alertId, alert);
      this.context.log?.(`price alert ${alert.alertId}: fired again at the next sweep`, error);
    }
  }

  /** Tries every waiting order and alert again, one at a time (one share lock per transaction). */
  async retry(): Promise<void> {
    for (const orderId of [...this.waiting]) await this.recover(orderId);
    for (const alert of [...this.alertsWaiting.values()]) await this.fireAlert(alert);
  }

  /** Orders and alerts whose trigger waits (metrics, tests). */
  get size(): number {
    return this.waiting.size + this.alertsWaiting.size;
  }
}
