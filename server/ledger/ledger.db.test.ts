import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserForDevice } from '../accounts/users.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { accounts, ledgerEntries } from '../db/schema.ts';
import { amount } from '../money/decimal.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { DEMO_START_BALANCE, findAccountOfUser, resetDemoAccount } from './accounts.ts';
import { LedgerError, postLedgerEntry } from './postLedgerEntry.ts';

describe.each(testDatabases())('ledger on $name', (target) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await target.open();
  });

  afterAll(async () => {
    await database?.close();
  });

  async function balanceAndLedgerSum(accountId: number) {
    const [account] = await database.db.select().from(accounts).where(eq(accounts.id, accountId));
    const [total] = await database.db
      .select({ total: sum(ledgerEntries.amount) })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, accountId));
    return { balance: amount(account?.balance ?? 'NaN'), ledger: amount(total?.total ?? '0') };
  }

  async function newDemoAccount(deviceId: string): Promise<number> {
    const user = await demoUserForDevice(database.db, deviceId);
    const account = await findAccountOfUser(database.db, user.id);
    if (!account) throw new Error('no account');
    return account.id;
  }

  it('funds a new demo account with one 10,000 USD grant row', async () => {
    const accountId = await newDemoAccount('ledger-device-0001');
    const rows = await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'demo_grant', memo: 'ledger.demoGrant' });
    expect(amount(rows[0]?.amount ?? '0').eq(DEMO_START_BALANCE)).toBe(true);
    const { balance, ledger } = await balanceAndLedgerSum(accountId);
    expect(balance.eq('10000')).toBe(true);
    expect(ledger.eq(balance)).toBe(true);
  });

  it('keeps balance == sum(ledger) exactly under concurrent postings of awkward decimals', async () => {
    const accountId = await newDemoAccount('ledger-device-0002');
    const changes = Array.from({ length: 40 }, (_, index) => (index % 2 === 0 ? '0.1' : '-0.07'));
    await Promise.all(
      changes.map((change) =>
        database.db.transaction((tx) =>
          postLedgerEntry(tx, accountId, amount(change), 'adjustment', 'ledger.adjustment'),
        ),
      ),
    );
    const { balance, ledger } = await balanceAndLedgerSum(accountId);
    // 20 x 0.1 - 20 x 0.07 = 0.6, with no float drift
    expect(balance.toFixed()).toBe('10000.6');
    expect(ledger.eq(balance)).toBe(true);
    const rows = await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId));
    expect(rows).toHaveLength(41);
    // balance_after of the last row is the account balance
    const last = rows.sort((a, b) => a.id - b.id).at(-1);
    expect(last?.balanceAfter).toBe('10000.6');
  });

  it('refuses a debit beyond the balance and leaves no trace of it', async () => {
    const accountId = await newDemoAccount('ledger-device-0003');
    await expect(
      database.db.transaction((tx) => postLedgerEntry(tx, accountId, amount('-10000.01'), 'adjustment', 'x')),
    ).rejects.toBeInstanceOf(LedgerError);
    const { balance, ledger } = await balanceAndLedgerSum(accountId);
    expect(balance.eq('10000')).toBe(true);
    expect(ledger.eq(balance)).toBe(true);
  });

  it('resets a demo account to 10,000 with one ledger row, from above or below', async () => {
    const accountId = await newDemoAccount('ledger-device-0004');
    await database.db.transaction((tx) => postLedgerEntry(tx, accountId, amount('-2500.25'), 'adjustment', 'x'));
    expect((await resetDemoAccount(database.db, accountId)).toFixed()).toBe('10000');
    await database.db.transaction((tx) => postLedgerEntry(tx, accountId, amount('1234.5'), 'adjustment', 'x'));
    expect((await resetDemoAccount(database.db, accountId)).toFixed()).toBe('10000');
    const resets = await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId));
    expect(resets.filter((row) => row.kind === 'demo_reset').map((row) => row.amount)).toEqual(['2500.25', '-1234.5']);
    // already at 10,000: nothing to write
    await resetDemoAccount(database.db, accountId);
    const after = await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId));
    expect(after).toHaveLength(resets.length);
    const { balance, ledger } = await balanceAndLedgerSum(accountId);
    expect(ledger.eq(balance)).toBe(true);
  });
});
