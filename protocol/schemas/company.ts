import { type Static, Type } from 'typebox';
import { CacheBuster } from './common.ts';

/** `company/getCompany?name=`: companies whose name contains `name` (case-insensitive); all when empty. */
export const CompanyQuery = Type.Object({
  name: Type.String({ maxLength: 100, default: '' }),
  ...CacheBuster,
});

/** A service-provider company (SPEC §3). */
export const Company = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logo: Type.String(),
  url: Type.String(),
  subject: Type.String(),
  registered_address: Type.String(),
  location: Type.String(),
  email: Type.String(),
});
export type Company = Static<typeof Company>;
