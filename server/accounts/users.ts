import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { areaCodes, users } from '../db/schema.ts';
import { openAccount } from '../ledger/accounts.ts';
import { newInviteCode } from './inviteCodes.ts';

export type UserRow = typeof users.$inferSelect;

/** A real user's log-in name, already normalised. */
export type Login =
  | { channel: 'email'; email: string }
  | { channel: 'mobile'; areaCodeId: number; diallingCode: string; mobile: string };

export async function findUserByLogin(db: Db, login: Login): Promise<UserRow | undefined> {
  const where =
    login.channel === 'email'
      ? eq(users.email, login.email)
      : and(eq(users.areaCodeId, login.areaCodeId), eq(users.mobile, login.mobile));
  const [user] = await db
    .select()
    .from(users)
    .where(and(where, eq(users.isDemo, false)));
  return user;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function findUserByInviteCode(db: Db, inviteCode: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.inviteCode, inviteCode));
  return user;
}

export async function diallingCodeOf(db: Db, areaCodeId: number | null): Promise<string> {
  if (areaCodeId === null) return '';
  const [area] = await db.select({ code: areaCodes.code }).from(areaCodes).where(eq(areaCodes.id, areaCodeId));
  return area?.code ?? '';
}

export interface NewRealUser {
  login: Login;
  passwordHash: string;
  invitedBy: number | null;
}

/** A real user and their (empty) USD account, in one transaction. Null when the log-in name is taken. */
export async function createRealUser(db: Db, input: NewRealUser): Promise<UserRow | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.login.channel === 'email' ? input.login.email : null,
        areaCodeId: input.login.channel === 'mobile' ? input.login.areaCodeId : null,
        mobile: input.login.channel === 'mobile' ? input.login.mobile : null,
        passwordHash: input.passwordHash,
        isDemo: false,
        inviteCode: newInviteCode(),
        invitedBy: input.invitedBy,
      })
      .onConflictDoNothing()
      .returning();
    if (!user) return null;
    await openAccount(tx, user.id, false);
    return user;
  });
}

/** The demo user of a device, created with a funded demo account on first use (same device, same user). */
export async function demoUserForDevice(db: Db, deviceId: string): Promise<UserRow> {
  const created = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ isDemo: true, demoDeviceId: deviceId, inviteCode: newInviteCode() })
      .onConflictDoNothing({ target: users.demoDeviceId })
      .returning();
    if (user) await openAccount(tx, user.id, true);
    return user;
  });
  if (created) return created;
  const [existing] = await db.select().from(users).where(eq(users.demoDeviceId, deviceId));
  if (!existing) throw new Error(`demo user of ${deviceId} vanished`);
  return existing;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function markLoggedIn(db: Db, userId: number, now: number): Promise<void> {
  await db
    .update(users)
    .set({ lastLoginAt: new Date(now) })
    .where(eq(users.id, userId));
}
