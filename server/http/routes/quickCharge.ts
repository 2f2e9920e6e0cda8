import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CacheBuster, EnvelopeOf } from '../../../protocol/schemas/common.ts';
import {
  ChargeInfo,
  ChargeSubmitQuery,
  ChargeSymbol,
  DepositPage,
  DepositRecord,
  RECORDS_PAGE_SIZE,
  RecordsQuery,
  WireInfo,
  WireInfoQuery,
  WireSubmitQuery,
} from '../../../protocol/schemas/payments.ts';
import { chargeInfo, chargeSymbols, wireInfo } from '../../payments/channels.ts';
import { listUserDeposits, submitCryptoDeposit, submitWireDeposit } from '../../payments/deposits.ts';
import type { RouteOptions } from '../deps.ts';
import { ok } from '../envelope.ts';
import { requirePayer } from '../payerAuth.ts';
import { valueOrRefuse } from '../refusals.ts';

/** Deposits (SPEC §7 `quickCharge/*`): channels, crypto and wire submissions, the user's records. Real users only. */
export const quickChargeRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { deps }) => {
  const { db } = deps;
  const noQuery = Type.Object(CacheBuster);

  app.get(
    '/api/quickCharge/info',
    { config: { session: 'user' }, schema: { querystring: noQuery, response: { 200: EnvelopeOf(ChargeInfo) } } },
    async (request) => {
      await requirePayer(db, request);
      return ok(request, await chargeInfo(db));
    },
  );

  app.get(
    '/api/quickCharge/symbols',
    {
      config: { session: 'user' },
      schema: { querystring: noQuery, response: { 200: EnvelopeOf(Type.Array(ChargeSymbol)) } },
    },
    async (request) => {
      await requirePayer(db, request);
      return ok(request, await chargeSymbols(db));
    },
  );

  app.get(
    '/api/quickCharge/wire_info',
    {
      config: { session: 'user' },
      schema: { querystring: WireInfoQuery, response: { 200: EnvelopeOf(Type.Array(WireInfo)) } },
    },
    async (request) => {
      await requirePayer(db, request);
      return ok(request, await wireInfo(db, request.query.bank_coin?.trim().toUpperCase() || undefined));
    },
  );

  // SPEC calls these with GET; POST with the same fields works too.
  const submitCrypto = {
    config: { session: 'user' as const },
    schema: { querystring: ChargeSubmitQuery, response: { 200: EnvelopeOf(DepositRecord) } },
  };
  app.get('/api/quickCharge/submit', submitCrypto, async (request) => {
    const payer = await requirePayer(db, request);
    const { number, proofImg, address, charge_id: methodId } = request.query;
    const input = { amount: number, proofUrl: proofImg, fromAddress: address, methodId };
    return ok(request, valueOrRefuse(await submitCryptoDeposit(db, payer, input, deps.now())));
  });
  app.post(
    '/api/quickCharge/submit',
    { config: { session: 'user' }, schema: { body: ChargeSubmitQuery, response: { 200: EnvelopeOf(DepositRecord) } } },
    async (request) => {
      const payer = await requirePayer(db, request);
      const { number, proofImg, address, charge_id: methodId } = request.body;
      const input = { amount: number, proofUrl: proofImg, fromAddress: address, methodId };
      return ok(request, valueOrRefuse(await submitCryptoDeposit(db, payer, input, deps.now())));
    },
  );

  const submitWire = {
    config: { session: 'user' as const },
    schema: { querystring: WireSubmitQuery, response: { 200: EnvelopeOf(DepositRecord) } },
  };
  app.get('/api/quickCharge/wire_submit', submitWire, async (request) => {
    const payer = await requirePayer(db, request);
    const { number, proofImg, wire_id: wireId } = request.query;
    const submitted = await submitWireDeposit(db, payer, { amount: number, proofUrl: proofImg, wireId }, deps.now());
    return ok(request, valueOrRefuse(submitted));
  });
  app.post(
    '/api/quickCharge/wire_submit',
    { config: { session: 'user' }, schema: { body: WireSubmitQuery, response: { 200: EnvelopeOf(DepositRecord) } } },
    async (request) => {
      const payer = await requirePayer(db, request);
      const { number, proofImg, wire_id: wireId } = request.body;
      return ok(
        request,
        valueOrRefuse(await submitWireDeposit(db, payer, { amount: number, proofUrl: proofImg, wireId }, deps.now())),
      );
    },
  );

  app.get(
    '/api/quickCharge/quick_ist',
    { config: { session: 'user' }, schema: { querystring: RecordsQuery, response: { 200: EnvelopeOf(DepositPage) } } },
    async (request) => {
      const payer = await requirePayer(db, request);
      const { type, page } = request.query;
      return ok(request, await listUserDeposits(db, payer.userId, type, page, RECORDS_PAGE_SIZE));
    },
  );
};
