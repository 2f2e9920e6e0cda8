import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import type { TestDatabase } from '../../testing/testDatabases.ts';
import { buildPaymentsApp, staffToken, type TestApp } from './paymentsHarness.ts';

/** What a back-office test works with, filled in before its first test runs. */
export interface StaffApp {
  database: DatabaseHandle;
  app: TestApp;
  /** A logged-in staff member's token. */
  staff: string;
}

/** Opens the database and the app with a fixed clock and logs a staff member in, for the enclosing describe. */
export function useStaffApp(target: TestDatabase, now: number): StaffApp {
  const context = {} as StaffApp;
  beforeAll(async () => {
    context.database = await target.open();
    ({ app: context.app } = await buildPaymentsApp(context.database, () => now));
    context.staff = await staffToken(context.database, now);
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}
