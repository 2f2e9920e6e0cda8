import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminDepositMethod, AdminPaymentConfig } from '../../protocol/schemas/paymentsAdmin.ts';
import { depositMethods, staffAudit } from '../db/schema.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { api } from './testing/paymentsHarness.ts';
import { useStaffApp } from './testing/staffApp.ts';

const WEDNESDAY = Date.parse('2026-11-18T17:00:00Z');

describe.each(testDatabases())('back-office payment channels on $name', (target) => {
  const context = useStaffApp(target, WEDNESDAY);

  async function depositMethod(): Promise<AdminDepositMethod & { id: number }> {
    const config = await api<AdminPaymentConfig>(context.app, 'GET', '/admin/api/payment_config', context.staff);
    const [method] = config.data.deposit_methods;
    if (!method?.id) throw new Error('no deposit method seeded');
    return { ...method, id: method.id };
  }

  const saveDeposit = (body: Record<string, unknown>) =>
    api(context.app, 'POST', '/admin/api/deposit_methods/save', context.staff, body);

  async function stored(id: number) {
    const [row] = await context.database.db.select().from(depositMethods).where(eq(depositMethods.id, id));
    return { min: row?.minAmount, max: row?.maxAmount };
  }

  const auditsOf = async (targetId: number) =>
    (
      await context.database.db
        .select()
        .from(staffAudit)
        .where(eq(staffAudit.targetId, targetId))
        .orderBy(desc(staffAudit.id))
    )
      .filter((row) => row.action === 'depositMethod.save')
      .map((row) => row.detail);

  it('refuses a limit saved alone that crosses the stored other limit, and stores nothing', async () => {
    const method = await depositMethod();
    await saveDeposit({ ...method, min_amount: '1', max_amount: '5' });
    const before = await stored(method.id);
    // JSON leaves out a field that is undefined: each limit below is saved alone.
    const minAlone = await saveDeposit({ ...method, max_amount: undefined, min_amount: '5000000' });
    expect(minAlone).toMatchObject({ code: 1001, msg: 'min_amount must be between 0 and 5' });
    const maxAlone = await saveDeposit({ ...method, min_amount: undefined, max_amount: '0.5' });
    expect(maxAlone).toMatchObject({ code: 1001, msg: 'min_amount must be between 0 and 0.5' });
    expect(await stored(method.id)).toEqual(before);
    expect((await saveDeposit({ ...method, max_amount: undefined, min_amount: '4' })).code).toBe(1);
    expect(await stored(method.id)).toEqual({ ...before, min: '4' });
    await saveDeposit({ ...method });
  });

  it('audits each changed field with its old and new value, a save that changes nothing or finds no channel not at all', async () => {
    const method = await depositMethod();
    const audited = (await auditsOf(method.id)).length;
    const wallet = 'TXkr5NtzvA7sTGZQ3BJsUWhKSaVgXrXdcY';
    expect((await saveDeposit({ ...method, address: wallet, usd_rate: '2' })).code).toBe(1);
    const changes = (await auditsOf(method.id)).slice(0, 2);
    expect(changes).toEqual(
      expect.arrayContaining([
        { field: 'address', from: method.address, to: wallet },
        { field: 'usdRate', from: method.usd_rate, to: '2' },
      ]),
    );
    expect((await auditsOf(method.id)).length).toBe(audited + 2);
    expect((await saveDeposit({ ...method, address: wallet, usd_rate: '2.000' })).code).toBe(1);
    expect((await auditsOf(method.id)).length).toBe(audited + 2);
    await saveDeposit({ ...method });
    expect((await auditsOf(method.id)).slice(0, 2)).toEqual(
      expect.arrayContaining([{ field: 'address', from: wallet, to: method.address }]),
    );
    expect((await saveDeposit({ ...method, id: 999_999 })).code).toBe(1004);
    expect(await auditsOf(999_999)).toEqual([]);
  });

  it('refuses a fee charged as a rate above the whole amount (1), also when only the fee type changes, and stores nothing', async () => {
    const config = await api<AdminPaymentConfig>(context.app, 'GET', '/admin/api/payment_config', context.staff);
    const flat = config.data.withdraw_currencies.find((currency) => currency.fee_type === 1);
    const rate = config.data.withdraw_currencies.find((currency) => currency.fee_type === 2);
    if (!flat?.id || !rate?.id) throw new Error('no flat-fee and rate-fee withdraw currencies seeded');
    const save = (body: Record<string, unknown>) =>
      api(context.app, 'POST', '/admin/api/withdraw_currencies/save', context.staff, body);

    // 150 as a rate would take 150 times the amount: every withdrawal would receive nothing
    const tooHigh = await save({ ...rate, draw_rate: '150' });
    expect(tooHigh).toMatchObject({ code: 1001, msg: 'draw_rate must be between 0 and 1' });
    // a flat fee of 20 USD is fine, but not read as a rate of 20
    const toRate = await save({ ...flat, fee_type: 2, draw_rate: '20' });
    expect(toRate).toMatchObject({ code: 1001, msg: 'draw_rate must be between 0 and 1' });
    const after = await api<AdminPaymentConfig>(context.app, 'GET', '/admin/api/payment_config', context.staff);
    expect(after.data.withdraw_currencies).toEqual(config.data.withdraw_currencies);

    expect((await save({ ...rate, draw_rate: '0.01' })).code).toBe(1);
    expect((await save({ ...flat, draw_rate: '20' })).code).toBe(1);
    await save({ ...rate });
    await save({ ...flat });
  });
});
