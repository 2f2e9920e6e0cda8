import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { areaCodes } from './reference.ts';

/**
 * People who use the app: real users (e-mail or mobile + area code, argon2id password) and demo users
 * (keyed by the device id their browser generated, no password).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased e-mail, unique among users that have one. */
    email: text('email'),
    areaCodeId: integer('area_code_id').references(() => areaCodes.id),
    /** Digits only, without the dialling code. */
    mobile: text('mobile'),
    /** argon2id PHC string; null for demo users. */
    passwordHash: text('password_hash'),
    isDemo: boolean('is_demo').notNull().default(false),
    /** The browser's generated device id that owns this demo user. */
    demoDeviceId: text('demo_device_id').unique(),
    inviteCode: text('invite_code').notNull().unique(),
    invitedBy: integer('invited_by').references((): AnyPgColumn => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_mobile_unique').on(table.areaCodeId, table.mobile),
  ],
);

/** Log-in sessions: only the SHA-256 of the token is stored; expired or revoked rows stop working. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user').on(table.userId)],
);

/** One-time codes sent by e-mail or SMS: hashed, expiring, single use, limited attempts. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    /** 'email:<address>' or 'mobile:<dialling code>:<digits>'. */
    recipient: text('recipient').notNull(),
    /** 'register' or 'reset'. */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('verification_codes_recipient').on(table.recipient, table.purpose, table.createdAt)],
);

/**
 * Proof-of-work captchas already spent, by the challenge's HMAC signature, until the challenge expires:
 * inserting the row is what accepts a solution, so a replay (even a parallel one) finds it taken.
 */
export const captchaSpent = pgTable(
  'captcha_spent',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('captcha_spent_expires').on(table.expiresAt)],
);

/** Secrets the server generates for itself on first use (e.g. the captcha HMAC keys), shared by every process. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
