import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CodeSent, SendCodeBody } from '../../../protocol/schemas/accounts.ts';
import { EnvelopeOf } from '../../../protocol/schemas/common.ts';
import { CODE_RESEND_MS, parseCodePurpose } from '../../accounts/codePolicy.ts';
import { issueCode } from '../../accounts/codes.ts';
import type { LoginChannel } from '../../accounts/identity.ts';
import { findUserByLogin } from '../../accounts/users.ts';
import { notifierFromEnv } from '../../notify/fromEnv.ts';
import { resolveLogin } from '../accountInput.ts';
import type { RouteOptions } from '../deps.ts';
import { ApiError, ok } from '../envelope.ts';
import { enforceLimits } from '../rateGuard.ts';

/** Verification codes by e-mail and SMS: `type` 1 for sign-up, 2 for a password reset. */
export const notifyRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { deps, limiters }) => {
  const { db } = deps;
  const notifier = deps.notifier ?? notifierFromEnv();
  const schema = { body: SendCodeBody, response: { 200: EnvelopeOf(CodeSent) } };

  const send = (channel: LoginChannel) =>
    app.post(`/api/notify/${channel === 'email' ? 'send_email' : 'send_sms'}`, { schema }, async (request) => {
      const body = request.body;
      const now = deps.now();
      const purpose = parseCodePurpose(body.type);
      if (!purpose) throw new ApiError('invalidParams', 'invalidParams', { detail: 'type' });
      const resolved = await resolveLogin(db, channel, body.to, body.area_id);
      await enforceLimits(limiters, [
        ['codePerIp', request.ip],
        ['codePerRecipient', resolved.recipient],
      ]);
      const user = await findUserByLogin(db, resolved.login);
      if (purpose === 'register' && user) throw new ApiError('accountExists', 'accountExists');
      const result = await issueCode(db, resolved.recipient, purpose, now);
      if (!result.issued) {
        throw new ApiError('rateLimited', 'codeResendWait', { seconds: Math.ceil(result.waitMs / 1000) });
      }
      // A reset code for an unknown account is stored but never sent: the reply must not tell them apart.
      if (purpose === 'register' || user) {
        await notifier.sendCode({ channel, to: resolved.address, code: result.code, purpose, lang: request.lang });
      }
      return ok(request, { resend_after: CODE_RESEND_MS / 1000 });
    });

  send('email');
  send('mobile');
};
