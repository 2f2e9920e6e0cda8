import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Balance } from '../../../protocol/schemas/accounts.ts';
import { CacheBuster, EnvelopeOf } from '../../../protocol/schemas/common.ts';
import { findAccountOfUser } from '../../ledger/accounts.ts';
import { amount } from '../../money/decimal.ts';
import type { RouteOptions } from '../deps.ts';
import { HttpRefusal, ok } from '../envelope.ts';
import { valueOrRefuse } from '../refusals.ts';

/** The trading account's balance and the demo reset. */
export const mainAccountRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { deps }) => {
  const { db } = deps;
  const schema = { querystring: Type.Object(CacheBuster), response: { 200: EnvelopeOf(Balance) } };

  async function accountOf(userId: number) {
    const account = await findAccountOfUser(db, userId);
    if (!account) throw new HttpRefusal('notFound', 'notFound');
    return account;
  }

  app.get('/v1/api/main/wallet/getBalance', { config: { session: 'user' }, schema }, async (request) => {
    const { user } = await request.requireUser();
    const account = await accountOf(user.id);
    return ok(request, {
      balance: amount(account.balance).toFixed(),
      lock_balance: amount(account.lockBalance).toFixed(),
      currency: account.currency,
    });
  });

  app.get('/v1/api/main/user/resetForexDemoAccount', { config: { session: 'user' }, schema }, async (request) => {
    const { user } = await request.requireDemoUser();
    const account = await accountOf(user.id);
    // Everything open is closed, pending cancelled and the balance back to 10,000, in one transaction.
    const balance = valueOrRefuse(await app.tradingDesk.resetDemo(account.id));
    return ok(request, {
      balance: balance.toFixed(),
      lock_balance: amount(account.lockBalance).toFixed(),
      currency: account.currency,
    });
  });
};
