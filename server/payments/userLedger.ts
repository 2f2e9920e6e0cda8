import { eq } from 'drizzle-orm';
import type { LanguageCode } from '../../protocol/locales.ts';
import { INT4_MAX } from '../../protocol/schemas/common.ts';
import type { AdminUserLedger } from '../../protocol/schemas/paymentsAdmin.ts';
import { normaliseEmail } from '../accounts/identity.ts';
import { publicUid } from '../accounts/userInfo.ts';
import type { Db } from '../db/database.ts';
import { accounts, users } from '../db/schema.ts';
import { Big } from '../money/decimal.ts';
import { identityCenter } from './identity.ts';
import { ledgerPage } from './ledgerView.ts';

const UID_BASE = 10_000_000;

/** Finds a user by e-mail, public uid or internal id (in that order) for the back office. */
async function findUser(db: Db, query: string) {
  const text = query.trim();
  const email = normaliseEmail(text);
  if (email) {
    const [row] = await db.select().from(users).where(eq(users.email, email));
    return row;
  }
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const number = Number(text);
  const id = number > UID_BASE ? number - UID_BASE : number;
  // past the id column's range no user has it (and PostgreSQL would refuse the comparison)
  if (id > INT4_MAX) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function userLedgerForStaff(
  db: Db,
  query: string,
  page: number,
  pageSize: number,
  lang: LanguageCode,
): Promise<AdminUserLedger | null> {
  const user = await findUser(db, query);
  if (!user) return null;
  const [account] = await db.select().from(accounts).where(eq(accounts.userId, user.id));
  if (!account) return null;
  const [entries, identity] = await Promise.all([
    ledgerPage(db, account.id, page, pageSize, lang),
    identityCenter(db, user.id),
  ]);
  return {
    user_id: user.id,
    uid: publicUid(user.id),
    email: user.email ?? '',
    is_demo: user.isDemo ? 1 : 0,
    review_status: identity.review_status,
    balance: new Big(account.balance).toFixed(2),
    lock_balance: new Big(account.lockBalance).toFixed(2),
    entries: entries.data,
    total: entries.total,
  };
}
