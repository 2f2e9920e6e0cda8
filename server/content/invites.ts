import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';

/** How many accounts signed up with this user's invite code. */
export async function countInvited(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ invited: count() }).from(users).where(eq(users.invitedBy, userId));
  return row?.invited ?? 0;
}
