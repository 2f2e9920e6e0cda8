import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CacheBuster, EnvelopeOf } from '../../../protocol/schemas/common.ts';
import { ForexDetail, LEDGER_PAGE_SIZE, LedgerPage, LedgerQuery } from '../../../protocol/schemas/payments.ts';
import { findAccountOfUser } from '../../ledger/accounts.ts';
import { Big } from '../../money/decimal.ts';
import { ledgerPage, ledgerTotals } from '../../payments/ledgerView.ts';
import type { RouteOptions } from '../deps.ts';
import { HttpRefusal, ok } from '../envelope.ts';

/** The account detail and its ledger (SPEC §7 `main/account/forexDetail`, `main/accountLog/forexChange`). */
export const accountLogRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { deps }) => {
  const { db } = deps;

  async function accountOf(userId: number) {
    const account = await findAccountOfUser(db, userId);
    if (!account) throw new HttpRefusal('notFound', 'notFound');
    return account;
  }

  app.get(
    '/v1/api/main/account/forexDetail',
    {
      config: { session: 'user' },
      schema: { querystring: Type.Object(CacheBuster), response: { 200: EnvelopeOf(ForexDetail) } },
    },
    async (request) => {
      const { user } = await request.requireUser();
      const account = await accountOf(user.id);
      const [risk, totals] = await Promise.all([app.tradingDesk.risk(account.id), ledgerTotals(db, account.id)]);
      return ok(request, {
        currency: account.currency,
        balance: risk.balance,
        lock_balance: new Big(account.lockBalance).toFixed(2),
        equity: risk.equity,
        margin: new Big(risk.margin).toFixed(2),
        free_margin: risk.free_margin,
        total_deposit: totals.deposit.toFixed(2),
        total_withdraw: totals.withdraw.toFixed(2),
        total_fee: totals.fee.toFixed(2),
        total_pnl: totals.pnl.toFixed(2),
      });
    },
  );

  app.get(
    '/v1/api/main/accountLog/forexChange',
    { config: { session: 'user' }, schema: { querystring: LedgerQuery, response: { 200: EnvelopeOf(LedgerPage) } } },
    async (request) => {
      const { user } = await request.requireUser();
      const account = await accountOf(user.id);
      return ok(request, await ledgerPage(db, account.id, request.query.page, LEDGER_PAGE_SIZE, request.lang));
    },
  );
};
