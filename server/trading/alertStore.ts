import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { priceAlerts, users } from '../db/schema.ts';
import type { Tx } from '../ledger/transaction.ts';

export type AlertRow = typeof priceAlerts.$inferSelect;
/** The columns a new alert is written with; the id is the table's serial and insertAlert sets the 'active' status. */
export type AlertInsert = Pick<AlertRow, 'userId' | 'symbolId' | 'watch' | 'direction' | 'level' | 'createdAt'>;

/** How many fired alerts the list shows (the latest). */
export const FIRED_ALERTS_LISTED = 50;

/** Locks the user's row: adds of one user are serialised, so the active count cannot be raced past. */
export async function lockUser(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function activeAlertCount(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ active: count() })
    .from(priceAlerts)
    .where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.status, 'active')));
  return row?.active ?? 0;
}

export async function insertAlert(tx: Tx, alert: AlertInsert): Promise<AlertRow | undefined> {
  const [row] = await tx
    .insert(priceAlerts)
    .values({ ...alert, status: 'active' })
    .returning();
  return row;
}

/** Cancels the user's alert if it is still active (the row), else nothing (not theirs, fired or cancelled). */
export async function cancelActiveAlert(db: Db, userId: number, alertId: number): Promise<AlertRow | undefined> {
  const [row] = await db
    .update(priceAlerts)
    .set({ status: 'cancelled' })
    .where(and(eq(priceAlerts.id, alertId), eq(priceAlerts.userId, userId), eq(priceAlerts.status, 'active')))
    .returning();
  return row;
}

/**
 * Marks the alert fired at `price` if it is still active: the row for the one caller that won the UPDATE,
 * nothing for any other (it fired already, or was cancelled), so it is told once.
 */
export async function markAlertFired(
  db: Db,
  alertId: number,
  firedAt: number,
  firedPrice: string,
): Promise<AlertRow | undefined> {
  const [row] = await db
    .update(priceAlerts)
    .set({ status: 'fired', firedAt, firedPrice })
    .where(and(eq(priceAlerts.id, alertId), eq(priceAlerts.status, 'active')))
    .returning();
  return row;
}

/** Every active alert (the engine's index is rebuilt from them at start). */
export function activeAlerts(db: Db): Promise<AlertRow[]> {
  return db.select().from(priceAlerts).where(eq(priceAlerts.status, 'active'));
}

/** The user's active alerts (newest first) and the latest fired ones. */
export async function readAlerts(db: Db, userId: number): Promise<{ active: AlertRow[]; fired: AlertRow[] }> {
  const ofUser = (status: AlertRow['status']) => and(eq(priceAlerts.userId, userId), eq(priceAlerts.status, status));
  const [active, fired] = await Promise.all([
    db.select().from(priceAlerts).where(ofUser('active')).orderBy(desc(priceAlerts.id)),
    db
      .select()
      .from(priceAlerts)
      .where(ofUser('fired'))
      .orderBy(desc(priceAlerts.firedAt), desc(priceAlerts.id))
      .limit(FIRED_ALERTS_LISTED),
  ]);
  return { active, fired };
}
