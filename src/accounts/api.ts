import type { Balance, CodeSent, TokenReply, UserInfo } from '../../protocol/schemas/accounts.ts';
import type { Captcha } from '../../protocol/schemas/captcha.ts';
import type { AreaCode, BasicInfo, SettingValue } from '../../protocol/schemas/settings.ts';
import { api } from '../api/client.ts';

/** How the user identifies: SPEC's `email` / `mobile` login type. */
export type Channel = 'email' | 'mobile';

export interface Identity {
  channel: Channel;
  account: string;
  /** area_list id of the calling code (mobile only). */
  areaId: number | null;
}

/** A solved captcha: `key` the challenge's id, `captcha` the base64 ALTCHA payload. */
export interface CaptchaAnswer {
  key: string;
  captcha: string;
}

const areaParam = (identity: Identity) => (identity.channel === 'mobile' ? (identity.areaId ?? undefined) : undefined);

export const accountsApi = {
  login: (identity: Identity, password: string, captcha?: CaptchaAnswer) =>
    api.post<TokenReply>('/api/user/loginForU', {
      form: {
        account: identity.account,
        password,
        login_type: identity.channel,
        area_id: areaParam(identity),
        ...captcha,
      },
      spinner: true,
    }),

  register: (
    identity: Identity,
    fields: { password: string; rePassword: string; code: string; inviteCode: string },
    captcha?: CaptchaAnswer,
  ) =>
    api.post<TokenReply>('/api/user/register', {
      form: {
        type: identity.channel,
        account: identity.account,
        mobile: identity.channel === 'mobile' ? identity.account : undefined,
        area_id: areaParam(identity),
        password: fields.password,
        re_password: fields.rePassword,
        sms_code: fields.code,
        invite_code: fields.inviteCode || undefined,
        ...captcha,
      },
      spinner: true,
    }),

  /** `purpose` 1 = sign-up, 2 = password reset. */
  sendCode: (identity: Identity, purpose: 1 | 2) =>
    api.post<CodeSent>(identity.channel === 'email' ? '/api/notify/send_email' : '/api/notify/send_sms', {
      form: { to: identity.account, area_id: areaParam(identity), type: purpose },
    }),

  forgetPassword: (identity: Identity, password: string, confirmation: string, code: string) =>
    api.post<null>('/api/user/forget_password', {
      form: {
        type: identity.channel,
        account: identity.account,
        area_id: areaParam(identity),
        new_password: password,
        secondary_password: confirmation,
        auth_code: code,
      },
      spinner: true,
    }),

  amendPassword: (channel: Channel, password: string, confirmation: string, code: string) =>
    api.post<null>('/api/user/amend_password', {
      form: { new_password: password, secondary_password: confirmation, auth_code: code, type: channel },
      spinner: true,
    }),

  createDemo: (demoId: string) =>
    api.get<TokenReply>('/api/user/createAccountDemoForU', { query: { demo_id: demoId }, spinner: true }),

  userInfo: (initial = false) => api.get<UserInfo>('/api/user/info', { initial, showError: !initial }),

  /** Revokes the token on the server; an already dead session is fine. */
  logout: () => api.post<null>('/api/user/logout', { showError: false, initial: true }),

  balance: (signal?: AbortSignal) => api.get<Balance>('/v1/api/main/wallet/getBalance', { signal }),

  resetDemo: () => api.get<Balance>('/v1/api/main/user/resetForexDemoAccount', { spinner: true }),

  /** A proof-of-work challenge; the captcha field shows its own retry, so no toast. */
  captcha: (signal?: AbortSignal) => api.get<Captcha>('/api/captcha', { signal, showError: false }),

  basicInfo: () => api.get<BasicInfo>('/api/basicSet/getBasicInfo'),

  setting: (key: string) => api.get<SettingValue>('/api/default/setting', { query: { key } }),

  areaList: () => api.get<AreaCode[]>('/api/default/area_list'),
};
