import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sum } from 'drizzle-orm';
import sharp from 'sharp';
import type { Envelope } from '../../../protocol/envelope.ts';
import { openSession } from '../../accounts/sessions.ts';
import { createRealUser } from '../../accounts/users.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { accounts, ledgerEntries, ledgerHolds, withdrawals } from '../../db/schema.ts';
import { Big } from '../../money/decimal.ts';
import { findStaffByEmail, openStaffSession, upsertStaff } from '../../staff/staff.ts';
import { buildTestApp } from '../../testing/testApp.ts';

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

export interface Person {
  token: string;
  userId: number;
  accountId: number;
}

/** The app with a fixed clock, always-open markets and its own upload directory. */
export async function buildPaymentsApp(database: DatabaseHandle, now: () => number) {
  const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'pipwave-payments-test-'));
  const app = await buildTestApp(database, { now, uploadDir, marketAlwaysOpen: true }, { alwaysOpen: true });
  return { app, uploadDir, storedFiles: () => readdirSync(uploadDir) };
}

let serial = 0;

export async function realUser(database: DatabaseHandle, now: number): Promise<Person> {
  serial += 1;
  const email = `payer${serial}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const user = await createRealUser(database.db, {
    login: { channel: 'email', email },
    passwordHash: 'not-used',
    invitedBy: null,
  });
  if (!user) throw new Error('user not created');
  const [account] = await database.db.select().from(accounts).where(eq(accounts.userId, user.id));
  if (!account) throw new Error('no account');
  return { token: await openSession(database.db, user.id, now), userId: user.id, accountId: account.id };
}

export async function staffToken(database: DatabaseHandle, now: number): Promise<string> {
  serial += 1;
  const email = `staff${serial}@pipwave.test`;
  await upsertStaff(database.db, email, 'staff-password-1');
  const row = await findStaffByEmail(database.db, email);
  if (!row) throw new Error('no staff');
  return openStaffSession(database.db, row.id, now);
}

export async function api<T>(
  app: Pick<TestApp, 'inject'>,
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  body?: Record<string, unknown>,
): Promise<Envelope<T>> {
  const response = await app.inject({
    method,
    url,
    headers: { lang: 'en', ...(token ? { authorization: token } : {}) },
    ...(body ? { payload: body } : {}),
  });
  return response.json<Envelope<T>>();
}

/** A multipart body with one file part, as a browser sends it. */
export function multipart(bytes: Buffer, filename: string, contentType: string) {
  const boundary = `----pipwave${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function upload(app: TestApp, token: string, bytes: Buffer, filename = 'proof.png', type = 'image/png') {
  const body = multipart(bytes, filename, type);
  const response = await app.inject({
    method: 'POST',
    url: '/api/common/image_upload',
    headers: { lang: 'en', authorization: token, 'content-type': body.contentType },
    payload: body.payload,
  });
  return response.json<Envelope<{ url: string } | null>>();
}

export function pngImage(width = 24, height = 16): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3b82f6' } })
    .png()
    .toBuffer();
}

/**
 * The books of one account, to check balance == sum(ledger) and lock_balance == sum(open holds) (which are
 * the unchecked withdrawals').
 */
export async function books(database: DatabaseHandle, accountId: number) {
  const [account] = await database.db.select().from(accounts).where(eq(accounts.id, accountId));
  const [ledger] = await database.db
    .select({ total: sum(ledgerEntries.amount) })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId));
  const pending = await database.db.select().from(withdrawals).where(eq(withdrawals.accountId, accountId));
  const locked = pending.filter((row) => row.status === 0).reduce((total, row) => total.plus(row.amount), new Big(0));
  const [held] = await database.db
    .select({ total: sum(ledgerHolds.amount) })
    .from(ledgerHolds)
    .where(and(eq(ledgerHolds.accountId, accountId), eq(ledgerHolds.status, 'open')));
  return {
    balance: new Big(account?.balance ?? 'NaN'),
    ledger: new Big(ledger?.total ?? 0),
    lockBalance: new Big(account?.lockBalance ?? 'NaN'),
    locked,
    held: new Big(held?.total ?? 0),
  };
}
