import { type Static, Type } from 'typebox';
import { CacheBuster, DecimalString } from './common.ts';

export const StaffLoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ maxLength: 128 }),
  /** the 6-digit code of the staff member's authenticator app (enrolled with `npm run staff`) */
  code: Type.Optional(Type.String({ maxLength: 12 })),
});

export const StaffInfo = Type.Object({ id: Type.Integer(), email: Type.String() });
export type StaffInfo = Static<typeof StaffInfo>;

export const AdminUserQuery = Type.Object({
  page: Type.Integer({ minimum: 1, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  /** Real users only when 1. */
  real_only: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  ...CacheBuster,
});

/** One registered user as the back office lists them (newest first). */
export const AdminUser = Type.Object({
  id: Type.Integer(),
  uid: Type.Integer(),
  email: Type.String(),
  mobile: Type.String(),
  is_demo: Type.Integer(),
  invite_code: Type.String(),
  invited_by_uid: Type.Union([Type.Integer(), Type.Null()]),
  balance: DecimalString,
  /** the trading account's credit score (staff set it) */
  credit_score: Type.Integer(),
  created_at: Type.String({ description: 'ISO 8601' }),
  last_login_at: Type.Union([Type.String(), Type.Null()]),
});
export type AdminUser = Static<typeof AdminUser>;

export const AdminUserPage = Type.Object({ data: Type.Array(AdminUser), total: Type.Integer() });
export type AdminUserPage = Static<typeof AdminUserPage>;
