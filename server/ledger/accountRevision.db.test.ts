import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserForDevice } from '../accounts/users.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { accounts, ledgerEntries, orders, symbols } from '../db/schema.ts';
import { amount } from '../money/decimal.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { findAccountOfUser } from './accounts.ts';
import { placeHold, releaseHold, settleHold } from './holds.ts';
import { postLedgerEntry, writeWithPosting } from './postLedgerEntry.ts';

/**
 * An order judged on an account read without a lock is written only while the account's revision is the one
 * it read (server/trading/optimisticOrder.ts): that is only safe if every write that changes what free margin
 * is made of (balance, lock_balance, open positions) raises the revision. These are the ledger's writes.
 */
describe.each(testDatabases())("the account's revision on $name", (target) => {
  let database: DatabaseHandle;
  let accountId: number;

  beforeAll(async () => {
    database = await target.open();
    const user = await demoUserForDevice(database.db, 'revision-device-0001');
    const account = await findAccountOfUser(database.db, user.id);
    if (!account) throw new Error('no account');
    accountId = account.id;
  });

  afterAll(async () => {
    await database?.close();
  });

  async function revision(): Promise<number> {
    const [row] = await database.db
      .select({ revision: accounts.revision })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    if (!row) throw new Error('no account');
    return row.revision;
  }

  async function raises(write: () => Promise<unknown>): Promise<number> {
    const before = await revision();
    await write();
    return (await revision()) - before;
  }

  const symbolId = async () => {
    const [row] = await database.db.select({ id: symbols.id }).from(symbols).orderBy(symbols.id).limit(1);
    if (!row) throw new Error('no symbol');
    return row.id;
  };

  it('rises with every posting, debit or credit', async () => {
    const post = (change: string) =>
      database.db.transaction((tx) =>
        postLedgerEntry(tx, accountId, amount(change), 'adjustment', 'ledger.adjustment'),
      );
    expect(await raises(() => post('-12.5'))).toBe(1);
    expect(await raises(() => post('12.5'))).toBe(1);
  });

  it('rises with a write whose posting is zero (an order placed or opened at no cost), which posts no row', async () => {
    const id = await symbolId();
    const ledgerRows = async () =>
      (await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId))).length;
    const rowsBefore = await ledgerRows();
    const change = await raises(() =>
      database.db.transaction((tx) =>
        writeWithPosting(
          tx,
          tx
            .insert(orders)
            .values({
              accountId,
              symbolId: id,
              side: 1,
              lots: '0.01',
              multiple: 100,
              status: 'pending',
              entry: 'limit',
              targetPrice: '1',
              createdAt: 0,
            })
            .returning(),
          { accountId, change: amount('0'), kind: 'trade_fee', memo: 'ledger.tradeFee' },
        ),
      ),
    );
    expect(change).toBe(1);
    expect(await ledgerRows()).toBe(rowsBefore);
  });

  it('rises when money is held, released or settled (lock_balance is part of free margin)', async () => {
    const hold = () => database.db.transaction((tx) => placeHold(tx, accountId, amount('100'), 'withdraw'));
    let first = 0;
    expect(await raises(async () => (first = await hold()))).toBe(1);
    expect(await raises(() => database.db.transaction((tx) => releaseHold(tx, first)))).toBe(1);
    let second = 0;
    expect(await raises(async () => (second = await hold()))).toBe(1);
    // the hold closes and its amount is posted: two writes, each raising it
    expect(
      await raises(() => database.db.transaction((tx) => settleHold(tx, second, 'withdraw', 'ledger.withdraw'))),
    ).toBe(2);
  });
});
