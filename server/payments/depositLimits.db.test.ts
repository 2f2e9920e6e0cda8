import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { depositMethods, deposits, uploads, wireMethods } from '../db/schema.ts';
import { buildTestApp } from '../testing/testApp.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { api, type Person, pngImage, realUser, staffToken, type TestApp, upload } from './testing/paymentsHarness.ts';

const NOW = Date.parse('2026-11-18T17:00:00Z');
const TRON_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const EVM_ADDRESS = '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063';

describe.each(testDatabases())('deposit limits and upload quotas on $name', (target) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let uploadDir = '';
  let now = NOW;

  beforeAll(async () => {
    database = await target.open();
    uploadDir = mkdtempSync(path.join(os.tmpdir(), 'pipwave-limits-'));
    app = await buildTestApp(
      database,
      { now: () => now, uploadDir, uploadQuota: { files: 3, bytes: 10 * 1024 * 1024 } },
      { alwaysOpen: true },
    );
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function proof(person: Person): Promise<string> {
    const reply = await upload(app, person.token, await pngImage());
    if (!reply.data) throw new Error(reply.msg);
    return reply.data.url;
  }

  async function channel(protocolCode: string) {
    const [row] = await database.db.select().from(depositMethods).where(eq(depositMethods.protocolCode, protocolCode));
    if (!row) throw new Error(`no ${protocolCode} channel`);
    return row;
  }

  const cryptoDeposit = (person: Person, methodId: number, amount: string, address: string, proofUrl: string) =>
    api<{ id: number }>(app, 'POST', '/api/quickCharge/submit', person.token, {
      number: amount,
      charge_id: methodId,
      address,
      proofImg: proofUrl,
    });

  it('refuses a sender address that does not fit the channel’s network, so no markup is ever stored', async () => {
    const person = await realUser(database, now);
    const image = await proof(person);
    const tron = await channel('TRC20');
    const evm = await channel('ERC20');
    const refused: [number, string][] = [
      [tron.id, '<img src=x onerror=alert(1)>'],
      [tron.id, `${TRON_ADDRESS}<script>`],
      [tron.id, EVM_ADDRESS],
      [evm.id, TRON_ADDRESS],
      [evm.id, `${EVM_ADDRESS} `.repeat(2)],
      [evm.id, '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A06G'],
    ];
    for (const [methodId, address] of refused) {
      const reply = await cryptoDeposit(person, methodId, '10', address, image);
      expect(reply, address).toMatchObject({ code: 1001, msg: 'Please enter a valid address' });
    }
    expect(await database.db.select().from(deposits).where(eq(deposits.userId, person.userId))).toEqual([]);
    expect((await cryptoDeposit(person, tron.id, '10', TRON_ADDRESS, image)).code).toBe(1);
    expect((await cryptoDeposit(person, evm.id, '10', EVM_ADDRESS, image)).code).toBe(1);
  });

  it('refuses a deposit with the reason and stores nothing: channel, amount, minimum, picture, worth', async () => {
    const person = await realUser(database, now);
    const stranger = await realUser(database, now);
    const image = await proof(person);
    const tron = await channel('TRC20');
    const evm = await channel('ERC20');
    await database.db.update(depositMethods).set({ minAmount: '10' }).where(eq(depositMethods.id, tron.id));
    const refusals: [number, string, string, string][] = [
      [2_147_483_647, '10', image, 'No payment channel for this option'],
      [tron.id, '1e3', image, 'number must be plain digits with an optional decimal point, such as 12 or 1.25'],
      [tron.id, '10.123456789', image, 'number allows at most 8 decimal places'],
      [tron.id, '0', image, 'number must be greater than 0'],
      [tron.id, '9.99999999', image, 'The minimum per deposit is 10 USDT'],
      [tron.id, '10', await proof(stranger), 'Please upload the image again'],
      [evm.id, '0.009', image, 'Please enter a valid amount'],
    ];
    for (const [methodId, amount, proofUrl, msg] of refusals) {
      const address = methodId === evm.id ? EVM_ADDRESS : TRON_ADDRESS;
      expect(await cryptoDeposit(person, methodId, amount, address, proofUrl), amount).toMatchObject({
        code: 1001,
        msg,
      });
    }
    expect(await database.db.select().from(deposits).where(eq(deposits.userId, person.userId))).toEqual([]);
    const staff = await staffToken(database, now);
    const review = await api(app, 'POST', '/admin/api/deposits/review', staff, { id: 2_147_483_647, approve: true });
    expect(review.code).toBe(1004);
    await database.db.update(depositMethods).set({ minAmount: tron.minAmount }).where(eq(depositMethods.id, tron.id));
  });

  it('refuses a deposit above the channel’s maximum, which staff configure with the channel', async () => {
    const person = await realUser(database, now);
    const image = await proof(person);
    const bitcoin = await channel('Bitcoin');
    expect(
      await cryptoDeposit(person, bitcoin.id, '5.00000001', 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', image),
    ).toMatchObject({
      code: 1001,
      msg: 'The maximum per deposit is 5 BTC',
    });
    const [wire] = await database.db.select().from(wireMethods);
    if (!wire) throw new Error('no wire channel');
    const wireDeposit = (amount: string) =>
      api(
        app,
        'GET',
        `/api/quickCharge/wire_submit?number=${amount}&wire_id=${wire.id}&proofImg=${encodeURIComponent(image)}`,
        person.token,
      );
    expect((await wireDeposit('1000000.01')).msg).toBe('The maximum per deposit is 1,000,000 USD');
    expect(await database.db.select().from(deposits).where(eq(deposits.userId, person.userId))).toEqual([]);

    const staff = await staffToken(database, now);
    const saved = await api(app, 'POST', '/admin/api/wire_methods/save', staff, {
      id: wire.id,
      currency_code: wire.currencyCode,
      bank_name: wire.bankName,
      bank_address: wire.bankAddress,
      bank_swift: wire.bankSwift,
      payee_name: wire.payeeName,
      payee_account: wire.payeeAccount,
      bank_remark: wire.bankRemark,
      usd_rate: '1',
      max_amount: '100',
      enabled: true,
    });
    expect(saved.code).toBe(1);
    expect((await wireDeposit('100.01')).msg).toBe('The maximum per deposit is 100 USD');
    expect((await wireDeposit('100')).code).toBe(1);
  });

  it('lets each user upload at most the hourly quota, however many arrive at once, with a clear message', async () => {
    const person = await realUser(database, now);
    const image = await pngImage();
    const replies = await Promise.all(Array.from({ length: 8 }, () => upload(app, person.token, image)));
    expect(replies.filter((reply) => reply.code === 1)).toHaveLength(3);
    const refused = replies.filter((reply) => reply.code !== 1);
    expect(refused).toHaveLength(5);
    expect(refused[0]).toMatchObject({
      code: 1029,
      msg: 'Upload limit reached (3 files or 10 MB per hour). Please try again later',
    });
    const rows = await database.db.select().from(uploads).where(eq(uploads.userId, person.userId));
    expect(rows).toHaveLength(3);
    // Another user is not affected, and an hour later this one may upload again.
    expect((await upload(app, (await realUser(database, now)).token, image)).code).toBe(1);
    now += 61 * 60_000;
    expect((await upload(app, person.token, image)).code).toBe(1);
  });

  it('counts stored bytes too', async () => {
    const strict = await buildTestApp(database, {
      now: () => now,
      uploadDir,
      uploadQuota: { files: 50, bytes: 2_000 },
    });
    try {
      const person = await realUser(database, now);
      const image = await pngImage(400, 300);
      const first = await upload(strict, person.token, image);
      expect(first.code).toBe(1);
      const [row] = await database.db.select().from(uploads).where(eq(uploads.userId, person.userId));
      expect(row?.bytes).toBeLessThan(2_000);
      const replies = await Promise.all(Array.from({ length: 4 }, () => upload(strict, person.token, image)));
      const stored = await database.db.select().from(uploads).where(eq(uploads.userId, person.userId));
      expect(stored.reduce((total, entry) => total + entry.bytes, 0)).toBeLessThanOrEqual(2_000);
      expect(replies.some((reply) => reply.code === 1029)).toBe(true);
    } finally {
      await strict.close();
    }
  });

  it('removes at start the stored files that have no row (a crash between the file and its row), and only those', async () => {
    const person = await realUser(database, now);
    const kept = await proof(person);
    const stray = 'ab'.repeat(16).concat('.png');
    const fresh = 'cd'.repeat(16).concat('.png');
    writeFileSync(path.join(uploadDir, stray), 'orphan');
    writeFileSync(path.join(uploadDir, fresh), 'in flight');
    writeFileSync(path.join(uploadDir, 'README.txt'), 'not ours');
    // file ages are judged on the app's clock: the restart keeps the test's, so its market has no gap to fill
    const hourAgo = new Date(now - 60 * 60_000);
    utimesSync(path.join(uploadDir, stray), hourAgo, hourAgo);
    utimesSync(path.join(uploadDir, fresh), new Date(now), new Date(now));
    const restarted = await buildTestApp(database, { now: () => now, uploadDir });
    await restarted.close();
    const files = readdirSync(uploadDir);
    expect(files).not.toContain(stray);
    expect(files).toContain(fresh);
    expect(files).toContain('README.txt');
    expect(files).toContain(kept.split('/').at(-1));
  });
});
