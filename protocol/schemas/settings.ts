import { type Static, Type } from 'typebox';
import { CacheBuster } from './common.ts';

/** Base data of SPEC §3 plus the flags the client needs at start. */
export const BasicInfo = Type.Object({
  service_link: Type.String(),
  service_link_type: Type.Integer({ description: '1 = embedded chat page, 2 = external link' }),
  verify_reg_type: Type.Integer({ description: '1 = e-mail, 2 = mobile' }),
  trade_fee_type: Type.Integer({ description: '1 = per lot, otherwise a rate of the margin' }),
  complaint_email: Type.String(),
  is_show_mobile: Type.Integer(),
  /** 1 when the server read a desktop browser from the User-Agent (SPEC §9), else 0 */
  is_desktop: Type.Integer({ minimum: 0, maximum: 1 }),
});
export type BasicInfo = Static<typeof BasicInfo>;

export const SettingQuery = Type.Object({ key: Type.String({ minLength: 1, maxLength: 64 }), ...CacheBuster });

/** One setting's value, as `{ key, value }`. */
export const SettingValue = Type.Object({ key: Type.String(), value: Type.String() });
export type SettingValue = Static<typeof SettingValue>;

/** A country calling code: `code` is the dialling code without "+", `global_code` the ISO 3166 country. */
export const AreaCode = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  global_code: Type.String(),
});
export type AreaCode = Static<typeof AreaCode>;

/** `getCompanyStatus`: a status other than 0 sends the client to `url`; `is_main` turns on company search. */
export const CompanyStatus = Type.Object({
  status: Type.Integer(),
  url: Type.String(),
  is_main: Type.Integer(),
  /** the provider company this browser arrived through (the company cookie), 0 when none */
  company_id: Type.Integer(),
});

/** `getCompanyStatus?company=<id>`: the app passes on the `company` of the link it was opened with. */
export const CompanyStatusQuery = Type.Object({
  company: Type.Optional(Type.String({ maxLength: 12 })),
  ...CacheBuster,
});
export type CompanyStatus = Static<typeof CompanyStatus>;
