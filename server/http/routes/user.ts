import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import {
  AmendPasswordBody,
  DemoQuery,
  ForgetPasswordBody,
  LoginBody,
  RegisterBody,
  TokenReply,
  UserInfo,
} from '../../../protocol/schemas/accounts.ts';
import { CacheBuster, EnvelopeOf } from '../../../protocol/schemas/common.ts';
import { consumeCode } from '../../accounts/codes.ts';
import { emailRecipient, type LoginChannel, mobileRecipient, parseLoginChannel } from '../../accounts/identity.ts';
import { normaliseInviteCode } from '../../accounts/inviteCodes.ts';
import { hashPassword, verifyPassword } from '../../accounts/passwords.ts';
import { openSession, revokeSession, revokeUserSessions } from '../../accounts/sessions.ts';
import { toUserInfo } from '../../accounts/userInfo.ts';
import {
  createRealUser,
  demoUserForDevice,
  diallingCodeOf,
  findUserByInviteCode,
  findUserByLogin,
  markLoggedIn,
  setPasswordHash,
} from '../../accounts/users.ts';
import { users } from '../../db/schema.ts';
import { findAccountOfUser } from '../../ledger/accounts.ts';
import { addressKey } from '../../limits/addressKey.ts';
import { readSettings } from '../../settings/settingsStore.ts';
import { checkNewPassword, resolveLogin } from '../accountInput.ts';
import { requireCaptcha } from '../captchaCheck.ts';
import type { RouteOptions } from '../deps.ts';
import { HttpRefusal, ok } from '../envelope.ts';
import {
  admitLoginAttempt,
  countAccountCheck,
  forgetLoginFailures,
  loginSucceeded,
  wrongPasswordRefusal,
} from '../loginGuard.ts';
import { enforceLimits } from '../rateGuard.ts';
import { assertCodeAccepted } from './codeVerdict.ts';

function channelOf(raw: string): LoginChannel {
  const channel = parseLoginChannel(raw);
  if (!channel) throw new HttpRefusal('invalidParams', 'invalidParams', { detail: 'type' });
  return channel;
}

/** Sign-up, log-in, demo accounts, the user's info, passwords and log-out (SPEC §7). */
export const userRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { deps, limiters }) => {
  const { db } = deps;
  const tokenReply = { 200: EnvelopeOf(TokenReply) };
  const emptyReply = { 200: EnvelopeOf(Type.Null()) };

  app.post('/api/user/register', { schema: { body: RegisterBody, response: tokenReply } }, async (request) => {
    const body = request.body;
    const now = deps.now();
    const channel = channelOf(body.type);
    const settings = await readSettings(db);
    const allowed: LoginChannel = settings.verify_reg_type === '2' ? 'mobile' : 'email';
    if (channel !== allowed) {
      throw new HttpRefusal('invalidParams', allowed === 'email' ? 'registerByEmailOnly' : 'registerByMobileOnly');
    }
    await enforceLimits(limiters, [['registerPerIp', addressKey(request.ip)]]);
    const account = channel === 'mobile' ? (body.mobile ?? body.account ?? '') : (body.account ?? '');
    const resolved = await resolveLogin(db, channel, account, body.area_id);
    checkNewPassword(body.password, body.re_password);
    const inviteCode = normaliseInviteCode(body.invite_code);
    const inviter = inviteCode ? await findUserByInviteCode(db, inviteCode) : undefined;
    if (inviteCode && (!inviter || inviter.isDemo)) throw new HttpRefusal('invalidParams', 'inviteCodeUnknown');
    const existing = await findUserByLogin(db, resolved.login);
    if (settings.captcha_on_register === '1') await requireCaptcha(db, body, now);
    const verdict = await consumeCode(db, resolved.recipient, 'register', body.sms_code, now);
    // A known address was never sent a sign-up code (its owner got a notice instead): it fails exactly as
    // a wrong code does for an unknown address, so sign-up does not tell whether an account exists.
    assertCodeAccepted(existing && verdict === 'ok' ? 'wrong' : verdict);
    const user = await createRealUser(db, {
      login: resolved.login,
      passwordHash: await hashPassword(body.password),
      invitedBy: inviter?.id ?? null,
    });
    if (!user) throw new HttpRefusal('codeInvalid', 'codeInvalid');
    await markLoggedIn(db, user.id, now);
    return ok(request, { token: await openSession(db, user.id, now) });
  });

  app.post('/api/user/loginForU', { schema: { body: LoginBody, response: tokenReply } }, async (request) => {
    const body = request.body;
    const now = deps.now();
    const channel = channelOf(body.login_type);
    const address = addressKey(request.ip);
    await enforceLimits(limiters, [['loginPerIp', address]]);
    const resolved = await resolveLogin(db, channel, body.account, body.area_id);
    // The account's key is its normalised address (the dialling code, not the area id, for a mobile).
    const keys = { account: resolved.recipient, address };
    const attempt = await admitLoginAttempt(limiters, keys, () => requireCaptcha(db, body, now));
    const user = await findUserByLogin(db, resolved.login);
    const passwordOk = await verifyPassword(user?.passwordHash, body.password);
    if (!user || !passwordOk) throw wrongPasswordRefusal(attempt);
    await loginSucceeded(limiters, keys);
    await markLoggedIn(db, user.id, now);
    return ok(request, { token: await openSession(db, user.id, now) });
  });

  app.get(
    '/api/user/createAccountDemoForU',
    { schema: { querystring: DemoQuery, response: tokenReply } },
    async (request) => {
      const now = deps.now();
      const deviceId = request.query.demo_id;
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.demoDeviceId, deviceId));
      if (!existing) await enforceLimits(limiters, [['demoPerIp', addressKey(request.ip)]]);
      const user = await demoUserForDevice(db, deviceId);
      await markLoggedIn(db, user.id, now);
      return ok(request, { token: await openSession(db, user.id, now) });
    },
  );

  app.get(
    '/api/user/info',
    {
      config: { session: 'user' },
      schema: { querystring: Type.Object(CacheBuster), response: { 200: EnvelopeOf(UserInfo) } },
    },
    async (request) => {
      const { user } = await request.requireUser();
      const account = await findAccountOfUser(db, user.id);
      return ok(request, toUserInfo(user, account?.creditScore, await diallingCodeOf(db, user.areaCodeId)));
    },
  );

  app.post(
    '/api/user/forget_password',
    { schema: { body: ForgetPasswordBody, response: emptyReply } },
    async (request) => {
      const body = request.body;
      const now = deps.now();
      const channel = channelOf(body.type);
      const address = addressKey(request.ip);
      await enforceLimits(limiters, [['loginPerIp', address]]);
      const resolved = await resolveLogin(db, channel, body.account, body.area_id);
      checkNewPassword(body.new_password, body.secondary_password);
      const keys = { account: resolved.recipient, address };
      await countAccountCheck(limiters, keys);
      // Unknown accounts get a code that is never sent, so every reply here reads the same.
      assertCodeAccepted(await consumeCode(db, resolved.recipient, 'reset', body.auth_code, now));
      const user = await findUserByLogin(db, resolved.login);
      if (!user) throw new HttpRefusal('codeInvalid', 'codeInvalid');
      await setPasswordHash(db, user.id, await hashPassword(body.new_password));
      await revokeUserSessions(db, deps.sessionEvents, user.id, now);
      await forgetLoginFailures(limiters, keys);
      return ok(request, null);
    },
  );

  app.post(
    '/api/user/amend_password',
    { config: { session: 'user' }, schema: { body: AmendPasswordBody, response: emptyReply } },
    async (request) => {
      const { user } = await request.requireRealUser();
      const body = request.body;
      const now = deps.now();
      checkNewPassword(body.new_password, body.secondary_password);
      const recipient = user.email
        ? emailRecipient(user.email)
        : mobileRecipient(await diallingCodeOf(db, user.areaCodeId), user.mobile ?? '');
      assertCodeAccepted(await consumeCode(db, recipient, 'reset', body.auth_code, now));
      await setPasswordHash(db, user.id, await hashPassword(body.new_password));
      await revokeUserSessions(db, deps.sessionEvents, user.id, now);
      return ok(request, null);
    },
  );

  app.post('/api/user/logout', { config: { session: 'user' }, schema: { response: emptyReply } }, async (request) => {
    const { sessionId } = await request.requireUser();
    await revokeSession(db, deps.sessionEvents, sessionId, deps.now());
    return ok(request, null);
  });
};
