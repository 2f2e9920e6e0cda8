import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { CacheBuster, EnvelopeOf } from '../../../protocol/schemas/common.ts';
import {
  AdminDepositMethod,
  AdminDepositPage,
  AdminIdentityPage,
  AdminLedgerQuery,
  AdminPaymentConfig,
  AdminQueueQuery,
  AdminReviewBody,
  AdminReviewReply,
  AdminUserLedger,
  AdminWireMethod,
  AdminWithdrawalPage,
  AdminWithdrawCurrency,
  AuditPage,
} from '../../../protocol/schemas/paymentsAdmin.ts';
import type { Tx } from '../../ledger/transaction.ts';
import { listAudit } from '../../payments/audit.ts';
import {
  paymentConfig,
  saveDepositMethod,
  saveWireMethod,
  saveWithdrawCurrency,
} from '../../payments/channelsAdmin.ts';
import { listDepositsForStaff, reviewDeposit } from '../../payments/deposits.ts';
import { listIdentityForStaff, reviewIdentity } from '../../payments/identity.ts';
import { userLedgerForStaff } from '../../payments/userLedger.ts';
import { listWithdrawalsForStaff, reviewWithdrawal } from '../../payments/withdrawals.ts';
import type { RouteOptions } from '../deps.ts';
import { HttpRefusal, ok } from '../envelope.ts';
import { valueOrRefuse } from '../refusals.ts';
import { requireStaff as requireStaffOf } from '../staffAuth.ts';

const LEDGER_PAGE = 50;

/** The reason of a review: required (non-blank) when rejecting, ignored text when approving is kept. */
function reviewReason(body: AdminReviewBody): string {
  const reason = (body.reason ?? '').trim();
  if (!body.approve && !reason) throw new HttpRefusal('invalidParams', 'reasonRequired');
  return reason;
}

/** Back office payments: review queues, channel configuration, a user's ledger and the audit log. */
export const paymentsAdminRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { deps }) => {
  const { db } = deps;
  const requireStaff = (request: FastifyRequest) => requireStaffOf(db, deps.now(), request);
  const review = { body: AdminReviewBody, response: { 200: EnvelopeOf(AdminReviewReply) } };
  // An approval moves a balance outside the engine: once committed, the engine re-screens that account.
  const balanceMoved = (accountId: number) => app.tradingDesk.balanceMoved(accountId);

  app.get(
    '/admin/api/deposits',
    { schema: { querystring: AdminQueueQuery, response: { 200: EnvelopeOf(AdminDepositPage) } } },
    async (request) => {
      await requireStaff(request);
      const { status, page, page_size: size } = request.query;
      return ok(request, await listDepositsForStaff(db, status, page, size));
    },
  );

  app.post('/admin/api/deposits/review', { schema: review }, async (request) => {
    const staff = await requireStaff(request);
    const { id, approve } = request.body;
    const decided = await reviewDeposit(
      db,
      balanceMoved,
      staff.id,
      id,
      approve,
      reviewReason(request.body),
      deps.now(),
    );
    return ok(request, valueOrRefuse(decided));
  });

  app.get(
    '/admin/api/withdrawals',
    { schema: { querystring: AdminQueueQuery, response: { 200: EnvelopeOf(AdminWithdrawalPage) } } },
    async (request) => {
      await requireStaff(request);
      const { status, page, page_size: size } = request.query;
      return ok(request, await listWithdrawalsForStaff(db, status, page, size, request.lang));
    },
  );

  app.post('/admin/api/withdrawals/review', { schema: review }, async (request) => {
    const staff = await requireStaff(request);
    const { id, approve } = request.body;
    const freeMarginOf = (tx: Tx, accountId: number) => app.tradingDesk.lockedFreeMargin(tx, accountId);
    const decided = await reviewWithdrawal(
      db,
      { freeMarginOf, balanceMoved },
      staff.id,
      id,
      approve,
      reviewReason(request.body),
      deps.now(),
    );
    return ok(request, valueOrRefuse(decided));
  });

  app.get(
    '/admin/api/identities',
    { schema: { querystring: AdminQueueQuery, response: { 200: EnvelopeOf(AdminIdentityPage) } } },
    async (request) => {
      await requireStaff(request);
      const { status, page, page_size: size } = request.query;
      return ok(request, await listIdentityForStaff(db, status, page, size));
    },
  );

  app.post('/admin/api/identities/review', { schema: review }, async (request) => {
    const staff = await requireStaff(request);
    const { id, approve } = request.body;
    const decided = await reviewIdentity(db, staff.id, id, approve, reviewReason(request.body), deps.now());
    return ok(request, valueOrRefuse(decided));
  });

  app.get(
    '/admin/api/payment_config',
    { schema: { querystring: Type.Object(CacheBuster), response: { 200: EnvelopeOf(AdminPaymentConfig) } } },
    async (request) => {
      await requireStaff(request);
      return ok(request, await paymentConfig(db));
    },
  );

  const saved = { response: { 200: EnvelopeOf(Type.Object({ id: Type.Integer() })) } };
  app.post('/admin/api/deposit_methods/save', { schema: { body: AdminDepositMethod, ...saved } }, async (request) => {
    const staff = await requireStaff(request);
    return ok(request, { id: valueOrRefuse(await saveDepositMethod(db, staff.id, request.body)) });
  });
  app.post('/admin/api/wire_methods/save', { schema: { body: AdminWireMethod, ...saved } }, async (request) => {
    const staff = await requireStaff(request);
    return ok(request, { id: valueOrRefuse(await saveWireMethod(db, staff.id, request.body)) });
  });
  app.post(
    '/admin/api/withdraw_currencies/save',
    { schema: { body: AdminWithdrawCurrency, ...saved } },
    async (request) => {
      const staff = await requireStaff(request);
      return ok(request, { id: valueOrRefuse(await saveWithdrawCurrency(db, staff.id, request.body)) });
    },
  );

  app.get(
    '/admin/api/user_ledger',
    { schema: { querystring: AdminLedgerQuery, response: { 200: EnvelopeOf(AdminUserLedger) } } },
    async (request) => {
      await requireStaff(request);
      const found = await userLedgerForStaff(db, request.query.user, request.query.page, LEDGER_PAGE, request.lang);
      if (!found) throw new HttpRefusal('notFound', 'notFound');
      return ok(request, found);
    },
  );

  app.get(
    '/admin/api/audit',
    { schema: { querystring: AdminQueueQuery, response: { 200: EnvelopeOf(AuditPage) } } },
    async (request) => {
      await requireStaff(request);
      return ok(request, await listAudit(db, request.query.page, request.query.page_size));
    },
  );
};
