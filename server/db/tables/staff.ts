import { bigint, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Back-office staff, created by the `npm run staff` CLI only. */
export const staffUsers = pgTable('staff_users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  /** Base32 TOTP secret of the second factor, written by `npm run staff`; never returned by any API. */
  totpSecret: text('totp_secret'),
  /** The last TOTP time step a log-in used: a code is good once (a replay of it, or an older one, is refused). */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
});

/** Staff sessions, separate from user sessions: a user token never opens /admin/api. */
export const staffSessions = pgTable('staff_sessions', {
  id: serial('id').primaryKey(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staffUsers.id),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
