import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { findAccountOfUser } from '../ledger/accounts.ts';
import { HttpRefusal } from './envelope.ts';

/** A real (not demo) user with their trading account: who may deposit, withdraw and verify identity. */
export async function requirePayer(db: Db, request: FastifyRequest) {
  const { user } = await request.requireRealUser();
  const account = await findAccountOfUser(db, user.id);
  if (!account) throw new HttpRefusal('notFound', 'notFound');
  return { user, userId: user.id, accountId: account.id, account };
}
