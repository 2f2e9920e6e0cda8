import { type Static, Type } from 'typebox';
import { CAPTCHA_PAYLOAD_MAX_LENGTH } from './captcha.ts';
import { CacheBuster, DecimalString, INT4_MAX } from './common.ts';

/** `type` / `login_type`: `email` or `mobile`; `1` and `2` mean the same. */
export const LoginType = Type.Union([
  Type.Literal('email'),
  Type.Literal('mobile'),
  Type.Literal('1'),
  Type.Literal('2'),
]);

const Account = Type.String({ minLength: 1, maxLength: 254, description: 'e-mail address or mobile number' });
const Password = Type.String({ maxLength: 128 });
const Code = Type.String({ maxLength: 12 });
const AreaId = Type.Integer({
  minimum: 1,
  maximum: INT4_MAX,
  description: 'area_list id of the country calling code (mobile)',
});
/** A solved captcha (see ./captcha.ts): `key` is the challenge's id, `captcha` the base64 ALTCHA payload. */
const CaptchaAnswer = {
  key: Type.Optional(Type.String({ maxLength: 128 })),
  captcha: Type.Optional(Type.String({ maxLength: CAPTCHA_PAYLOAD_MAX_LENGTH })),
};

export const RegisterBody = Type.Object({
  type: LoginType,
  account: Type.Optional(Account),
  /** The number when signing up by mobile (SPEC sends it as `mobile`; `account` works too). */
  mobile: Type.Optional(Type.String({ maxLength: 32 })),
  area_id: Type.Optional(AreaId),
  password: Password,
  re_password: Password,
  sms_code: Code,
  invite_code: Type.Optional(Type.String({ maxLength: 32 })),
  ...CaptchaAnswer,
});
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object({
  account: Account,
  password: Password,
  login_type: LoginType,
  area_id: Type.Optional(AreaId),
  ...CaptchaAnswer,
});
export type LoginBody = Static<typeof LoginBody>;

export const DemoQuery = Type.Object({
  demo_id: Type.String({ pattern: '^[A-Za-z0-9-]{8,64}$', description: 'the device id the client generated' }),
  ...CacheBuster,
});

export const ForgetPasswordBody = Type.Object({
  type: LoginType,
  account: Account,
  area_id: Type.Optional(AreaId),
  new_password: Password,
  secondary_password: Password,
  auth_code: Code,
});
export type ForgetPasswordBody = Static<typeof ForgetPasswordBody>;

/** Change password while logged in; the code goes to the user's own e-mail or mobile (send type 2). */
export const AmendPasswordBody = Type.Object({
  new_password: Password,
  secondary_password: Type.Optional(Password),
  auth_code: Code,
  type: Type.Optional(LoginType),
});
export type AmendPasswordBody = Static<typeof AmendPasswordBody>;

/** `send_email` / `send_sms`: `type` 1 = sign-up, 2 = password reset. */
export const SendCodeBody = Type.Object({
  to: Type.String({ minLength: 1, maxLength: 254 }),
  area_id: Type.Optional(AreaId),
  type: Type.Union([Type.Literal(1), Type.Literal(2)]),
});
export type SendCodeBody = Static<typeof SendCodeBody>;

/** The resend wait the client counts down (SPEC §9: 60 s). */
export const CodeSent = Type.Object({ resend_after: Type.Integer({ minimum: 0, description: 'seconds' }) });
export type CodeSent = Static<typeof CodeSent>;

export const TokenReply = Type.Object({ token: Type.String() });
export type TokenReply = Static<typeof TokenReply>;

/** SPEC §3's user, plus the dialling code of a mobile user. */
export const UserInfo = Type.Object({
  uid: Type.Integer(),
  id: Type.Integer(),
  email: Type.String(),
  mobile: Type.String(),
  area_code: Type.String(),
  is_demo: Type.Integer({ description: '1 = demo account' }),
  credit_score: Type.Integer(),
  invite_code: Type.String(),
});
export type UserInfo = Static<typeof UserInfo>;

/** `getBalance`: SPEC's ledger summary, money as decimal strings in `currency`. */
export const Balance = Type.Object({
  balance: DecimalString,
  lock_balance: DecimalString,
  currency: Type.String(),
});
export type Balance = Static<typeof Balance>;
