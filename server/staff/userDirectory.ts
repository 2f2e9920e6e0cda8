import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminUserPage } from '../../protocol/schemas/admin.ts';
import { formatMobile } from '../accounts/identity.ts';
import { publicUid } from '../accounts/userInfo.ts';
import type { Db } from '../db/database.ts';
import { accounts, areaCodes, users } from '../db/schema.ts';
import { amount } from '../money/decimal.ts';

const inviter = alias(users, 'inviter');

/** Registered users, newest first, with who invited them and their balance. */
export async function listUsers(db: Db, page: number, pageSize: number, realOnly: boolean): Promise<AdminUserPage> {
  const where = realOnly ? eq(users.isDemo, false) : undefined;
  const rows = await db
    .select({
      user: users,
      diallingCode: areaCodes.code,
      inviterId: inviter.id,
      balance: accounts.balance,
      creditScore: accounts.creditScore,
    })
    .from(users)
    .leftJoin(areaCodes, eq(areaCodes.id, users.areaCodeId))
    .leftJoin(inviter, eq(inviter.id, users.invitedBy))
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .where(where)
    .orderBy(desc(users.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ total: count() }).from(users).where(where);
  return {
    total: total?.total ?? 0,
    data: rows.map(({ user, diallingCode, inviterId, balance, creditScore }) => ({
      id: user.id,
      uid: publicUid(user.id),
      email: user.email ?? '',
      mobile: user.mobile && diallingCode ? formatMobile(diallingCode, user.mobile) : '',
      is_demo: user.isDemo ? 1 : 0,
      invite_code: user.inviteCode,
      invited_by_uid: inviterId === null ? null : publicUid(inviterId),
      balance: amount(balance ?? '0').toFixed(),
      credit_score: creditScore ?? 0,
      created_at: user.createdAt.toISOString(),
      last_login_at: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
    })),
  };
}
