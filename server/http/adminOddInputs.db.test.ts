import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSettingValues } from '../../protocol/schemas/settingsAdmin.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { api, buildPaymentsApp, staffToken, type TestApp } from '../payments/testing/paymentsHarness.ts';
import { testDatabases } from '../testing/testDatabases.ts';

const WEDNESDAY = Date.parse('2026-11-18T17:00:00Z');

/** Odd input a staff member's browser could send: a clear refusal, never a server error, nothing changed. */
describe.each(testDatabases())('back office odd inputs on $name', (target) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let staff: string;

  beforeAll(async () => {
    database = await target.open();
    ({ app } = await buildPaymentsApp(database, () => WEDNESDAY));
    staff = await staffToken(database, WEDNESDAY);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.each(['toString', 'constructor', 'hasOwnProperty', '__proto__'])(
    'refuses a setting named %s (a name every object inherits) as an unknown setting',
    async (name) => {
      const before = await api<AdminSettingValues>(app, 'GET', '/admin/api/settings', staff);
      const saved = await api<AdminSettingValues>(app, 'POST', '/admin/api/settings/save', staff, {
        changes: JSON.parse(`{"${name}":"1"}`) as Record<string, string>,
      });
      expect(saved.code).toBe(1001);
      const after = await api<AdminSettingValues>(app, 'GET', '/admin/api/settings', staff);
      expect(after.data).toEqual(before.data);
    },
  );

  it.each(['2157483648', '9999999999'])('finds no user %s (past the id range) rather than failing', async (user) => {
    const found = await api<unknown>(app, 'GET', `/admin/api/user_ledger?user=${user}&page=1`, staff);
    expect(found.code).toBe(1004);
  });
});
