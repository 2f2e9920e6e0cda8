import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CodeSent, SendCodeBody } from '../../../protocol/schemas/accounts.ts';
import { EnvelopeOf } from '../../../protocol/schemas/common.ts';
import { CODE_RESEND_MS, parseCodePurpose } from '../../accounts/codePolicy.ts';
import { issueCode } from '../../accounts/codes.ts';
import type { LoginChannel } from '../../accounts/identity.ts';
import { findUserByLogin } from '../../accounts/users.ts';
import { addressKey } from '../../limits/addressKey.ts';
import { LogNotifier } from '../../notify/notifier.ts';
import { resolveLogin } from '../accountInput.ts';
import type { RouteOptions } from '../deps.ts';
import { HttpRefusal, ok } from '../envelope.ts';
import { countIfDone, enforceLimits } from '../rateGuard.ts';

/** Verification codes by e-mail and SMS: `type` 1 for sign-up, 2 for a password reset. */
export const notifyRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { deps, limiters }) => {
  const { db } = deps;
  const notifier = deps.notifier ?? new LogNotifier();
  const schema = { body: SendCodeBody, response: { 200: EnvelopeOf(CodeSent) } };

  const send = (channel: LoginChannel) =>
    app.post(`/api/notify/${channel === 'email' ? 'send_email' : 'send_sms'}`, { schema }, async (request) => {
      const body = request.body;
      const now = deps.now();
      const purpose = parseCodePurpose(body.type);
      if (!purpose) throw new HttpRefusal('invalidParams', 'invalidParams', { detail: 'type' });
      const resolved = await resolveLogin(db, channel, body.to, body.area_id);
      await enforceLimits(limiters, [['codePerIp', addressKey(request.ip)]]);
      const user = await findUserByLogin(db, resolved.login);
      // Only the owner of an address learns whether it has an account: a sign-up code goes to unknown
      // addresses, a reset code to known ones; the others get a placeholder (and a known address an e-mail
      // that someone tried to sign up). The same rows are written and nothing is awaited after them, so the
      // reply and its timing are the same either way.
      const deliverCode = purpose === 'register' ? !user : Boolean(user);
      // The recipient's hourly budget counts only codes issued: a request the resend wait (or the budget)
      // refuses gives its hit back, so a stranger's burst cannot stop the owner's codes.
      const result = await countIfDone(limiters, 'codePerRecipient', resolved.recipient, async () => {
        const issued = await issueCode(db, resolved.recipient, purpose, now, deliverCode ? 'code' : 'placeholder');
        if (!issued.issued) {
          throw new HttpRefusal('rateLimited', 'codeResendWait', { seconds: Math.ceil(issued.waitMs / 1000) });
        }
        return issued;
      });
      const to = resolved.address;
      const lang = request.lang;
      const delivery = deliverCode
        ? notifier.sendCode({ channel, to, code: result.code, purpose, lang })
        : purpose === 'register'
          ? notifier.sendNotice({ channel, to, notice: 'registerAttempt', lang })
          : Promise.resolve();
      delivery.catch((error: unknown) => request.log.error({ err: error, channel }, 'notification not delivered'));
      return ok(request, { resend_after: CODE_RESEND_MS / 1000 });
    });

  send('email');
  send('mobile');
};
