import path from 'node:path';
import { and, eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../protocol/schemas/trading.ts';
import { accounts, ledgerEntries, orders } from '../db/schema.ts';
import { readTape } from '../market/tape.ts';
import { Big } from '../money/decimal.ts';
import { testDatabases } from '../testing/testDatabases.ts';
import { EURUSD, useTradingTestApp } from './testing/tradingTestApp.ts';

const CONTRACT_SIZE = 100_000;
const TAPE = path.resolve(import.meta.dirname, '../../bench/data/eurusd-ticks-2019-02-04.csv.gz');

describe.each(testDatabases())('partial close on $name', (target) => {
  const server = useTradingTestApp(target, 'partial');
  const { quote, demoUser } = server;
  const call = <T>(url: string, token: string) => server.call<T>(url, { token });

  const buy = (lots: string, extra = '') =>
    `/v1/api/forex/submit?type=1&cont=${lots}&forex_id=${EURUSD}&status=1&multiple=100${extra}`;
  const close = (id: number, lots?: string) =>
    `/v1/api/forex/close?id=${id}${lots === undefined ? '' : `&cont=${lots}`}`;

  async function orderRows(accountId: number) {
    return server.database.db.select().from(orders).where(eq(orders.accountId, accountId)).orderBy(orders.id);
  }

  async function pnlRows(accountId: number) {
    return server.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.kind, 'trade_pnl')))
      .orderBy(ledgerEntries.id);
  }

  async function balanceMatchesLedger(accountId: number): Promise<boolean> {
    const [account] = await server.database.db.select().from(accounts).where(eq(accounts.id, accountId));
    const [total] = await server.database.db
      .select({ total: sum(ledgerEntries.amount) })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, accountId));
    return new Big(account?.balance ?? 'NaN').eq(total?.total ?? 0);
  }

  it('closes part of a buy at the bid: the rest stays open with its id and stops, margin and fee split exactly', async () => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    const opened = await call<Order>(buy('0.1', '&stop_loss_price=1.09&target_profit_price=1.12'), user.token);
    expect(opened.code).toBe(1);
    const [before] = await orderRows(user.accountId);
    if (!before) throw new Error('no order');
    await quote(1.10137, 1.10147);

    const part = await call<Order>(close(opened.data.Id, '0.03'), user.token);

    expect(part.code).toBe(1);
    // (1.10137 - 1.10020) x 0.03 lots x 100,000, computed here from the quotes
    const expectedProfit = new Big('1.10137').minus('1.10020').times('0.03').times(CONTRACT_SIZE);
    expect(part.data).toMatchObject({ Status: 3, Quantity: '0.03', Price: '1.10137', CloseReason: 'manual' });
    expect(new Big(part.data.FactProfits).eq(expectedProfit)).toBe(true);
    const [kept, closedPart] = await orderRows(user.accountId);
    expect(kept).toMatchObject({
      id: before.id,
      status: 'open',
      lots: '0.07',
      stopLoss: '1.09000',
      takeProfit: '1.12000',
    });
    expect(closedPart).toMatchObject({
      status: 'closed',
      lots: '0.03',
      partOf: before.id,
      openPrice: before.openPrice,
    });
    if (!kept || !closedPart) throw new Error('rows missing');
    expect(new Big(kept.margin).plus(closedPart.margin).eq(before.margin)).toBe(true);
    expect(new Big(kept.fee).plus(closedPart.fee).eq(before.fee)).toBe(true);
    expect(new Big(closedPart.margin).eq(new Big(before.margin).times('0.3').round(6, Big.roundHalfUp))).toBe(true);
    const pnl = await pnlRows(user.accountId);
    expect(pnl.map((row) => new Big(row.amount).toFixed(6))).toEqual([expectedProfit.toFixed(6)]);
    expect(await balanceMatchesLedger(user.accountId)).toBe(true);

    const holding = await call<{ data: Order[] }>('/v1/api/forex/my_deal?status=1', user.token);
    expect(holding.data.data.map((order) => [order.Id, order.Quantity])).toEqual([[before.id, '0.07']]);
  });

  it('closes the rest later as a second part of the ledger, and the parts add up to the position', async () => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    const opened = await call<Order>(buy('0.5'), user.token);
    const [before] = await orderRows(user.accountId);
    if (!before) throw new Error('no order');
    await quote(1.0995);
    expect((await call<Order>(close(opened.data.Id, '0.2'), user.token)).code).toBe(1);
    await quote(1.1012);
    const rest = await call<Order>(close(opened.data.Id), user.token);
    expect(rest.data).toMatchObject({ Id: before.id, Status: 3, Quantity: '0.3' });

    const rows = await orderRows(user.accountId);
    expect(rows.every((row) => row.status === 'closed')).toBe(true);
    const total = (pick: (row: (typeof rows)[number]) => string) =>
      rows.reduce((sumSoFar, row) => sumSoFar.plus(pick(row)), new Big(0));
    expect(total((row) => row.lots).eq('0.5')).toBe(true);
    expect(total((row) => row.margin).eq(before.margin)).toBe(true);
    expect(total((row) => row.fee).eq(before.fee)).toBe(true);
    const first = new Big('1.0995').minus('1.1002').times('0.2').times(CONTRACT_SIZE);
    const second = new Big('1.1012').minus('1.1002').times('0.3').times(CONTRACT_SIZE);
    const pnl = await pnlRows(user.accountId);
    expect(pnl.map((row) => new Big(row.amount).toFixed(6))).toEqual([first.toFixed(6), second.toFixed(6)]);
    expect(await balanceMatchesLedger(user.accountId)).toBe(true);
  });

  it('closes the whole position when the size asked is all of it, however many of its decimals are written', async () => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    const opened = await call<Order>(buy('0.1'), user.token);
    const closed = await call<Order>(close(opened.data.Id, '0.10'), user.token);
    expect(closed.data).toMatchObject({ Id: opened.data.Id, Status: 3, Quantity: '0.1' });
    expect(await orderRows(user.accountId)).toHaveLength(1);
  });

  it.each([
    ['0.015', 1001, /cont.*2 decimal places/],
    ['0.001', 1001, /cont.*2 decimal places/],
    ['0.2', 1202, /at most 0\.09 lots.*at least 0\.01/],
    ['0.11', 1202, /at most 0\.09 lots/],
    ['1e-2', 1001, /cont/],
    ['-0.01', 1001, /cont/],
    ['0', 1001, /cont/],
    ['abc', 1001, /cont/],
    [' 0.01', 1001, /cont/],
  ])('refuses closing %s lots of a 0.1-lot position and changes nothing', async (lots, code, message) => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    const opened = await call<Order>(buy('0.1'), user.token);
    const before = await orderRows(user.accountId);
    const refused = await call<null>(close(opened.data.Id, encodeURIComponent(lots)), user.token);
    expect(refused.code).toBe(code);
    expect(refused.msg).toMatch(message);
    expect(await orderRows(user.accountId)).toEqual(before);
    expect(await pnlRows(user.accountId)).toEqual([]);
  });

  it('says a minimum-size position can only be closed in full, in the user language', async () => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    const opened = await call<Order>(buy('0.01'), user.token);
    const response = await server.app.inject({
      method: 'GET',
      url: close(opened.data.Id, '0.02'),
      headers: { lang: 'de', authorization: user.token },
    });
    expect(response.json<{ msg: string }>().msg).toBe(
      'Diese Position hat die Mindestgröße und kann nur vollständig geschlossen werden',
    );
    const refused = await call<null>(close(opened.data.Id, '0.02'), user.token);
    expect(refused.msg).toBe('This position is at the minimum size and can only be closed in full');
  });

  it("does not close part of another user's position", async () => {
    const owner = await demoUser();
    const intruder = await demoUser();
    await quote(1.1, 1.1002);
    const opened = await call<Order>(buy('0.1'), owner.token);
    const refused = await call<null>(close(opened.data.Id, '0.05'), intruder.token);
    expect(refused.code).not.toBe(1);
    expect((await orderRows(owner.accountId)).map((row) => row.lots)).toEqual(['0.1']);
  });

  it('never closes more than the position under parallel partial closes', async () => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    const opened = await call<Order>(buy('0.1'), user.token);
    const [before] = await orderRows(user.accountId);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => call<Order>(close(opened.data.Id, '0.03'), user.token)),
    );
    const accepted = replies.filter((reply) => reply.code === 1).length;
    expect(accepted).toBe(3);
    const rows = await orderRows(user.accountId);
    const open = rows.filter((row) => row.status === 'open');
    expect(open.map((row) => row.lots)).toEqual(['0.01']);
    const lots = rows.reduce((total, row) => total.plus(row.lots), new Big(0));
    const margin = rows.reduce((total, row) => total.plus(row.margin), new Big(0));
    expect(lots.eq('0.1')).toBe(true);
    expect(margin.eq(before?.margin ?? 'NaN')).toBe(true);
    expect(await pnlRows(user.accountId)).toHaveLength(3);
    expect(await balanceMatchesLedger(user.accountId)).toBe(true);
  });

  it('keeps the stop-loss working on what stays open', async () => {
    const user = await demoUser();
    await quote(1.1, 1.1002);
    const opened = await call<Order>(buy('0.1', '&stop_loss_price=1.095'), user.token);
    await quote(1.1);
    expect((await call<Order>(close(opened.data.Id, '0.04'), user.token)).code).toBe(1);
    await quote(1.0949);
    const [kept] = await orderRows(user.accountId);
    expect(kept).toMatchObject({ status: 'closed', closeReason: 'stop_loss', lots: '0.06', closePrice: '1.09490' });
    const pnl = await pnlRows(user.accountId);
    const stopLoss = new Big('1.0949').minus('1.1002').times('0.06').times(CONTRACT_SIZE);
    expect(new Big(pnl.at(-1)?.amount ?? 'NaN').eq(stopLoss)).toBe(true);
    expect(await balanceMatchesLedger(user.accountId)).toBe(true);
  });

  it('on the recorded EURUSD tape: the part closes at its tick, the rest once at the first tick past its stop, amounts as computed here', async () => {
    const user = await demoUser();
    const tape = (await readTape(TAPE)).slice(0, 40_000);
    const [first, second] = tape;
    if (!first || !second) throw new Error('empty tape');
    await quote(first.bid, first.ask);
    const stopLoss = (first.bid - 0.0004).toFixed(5);
    const takeProfit = (first.bid + 0.0004).toFixed(5);
    const opened = await call<Order>(
      buy('0.1', `&stop_loss_price=${stopLoss}&target_profit_price=${takeProfit}`),
      user.token,
    );
    await quote(second.bid, second.ask);
    expect((await call<Order>(close(opened.data.Id, '0.04'), user.token)).code).toBe(1);
    // an independent replay: the first later tick whose bid reaches a stop closes the 0.06 left
    const rest = tape.slice(2);
    const crossing = rest.find((tick) => tick.bid <= Number(stopLoss) || tick.bid >= Number(takeProfit));
    if (!crossing) throw new Error('the tape never reaches a stop');
    for (let index = 0; index < rest.length; index += 1_000) {
      const batch = rest.slice(index, index + 1_000);
      server.app.source.push(
        ...batch.map((tick) => ({ symbolId: EURUSD, time: tick.time, bid: tick.bid, ask: tick.ask })),
      );
    }
    await server.app.trading.settled();

    const open = new Big(first.ask.toFixed(5));
    const [kept, part] = await orderRows(user.accountId);
    expect(part).toMatchObject({ lots: '0.04', closeReason: 'manual', closePrice: second.bid.toFixed(5) });
    expect(kept).toMatchObject({
      lots: '0.06',
      closeReason: crossing.bid <= Number(stopLoss) ? 'stop_loss' : 'take_profit',
      closePrice: crossing.bid.toFixed(5),
    });
    const pnl = await pnlRows(user.accountId);
    expect(pnl.map((row) => row.amount)).toHaveLength(2);
    const partProfit = new Big(second.bid.toFixed(5)).minus(open).times('0.04').times(CONTRACT_SIZE);
    const restProfit = new Big(crossing.bid.toFixed(5)).minus(open).times('0.06').times(CONTRACT_SIZE);
    expect(new Big(pnl[0]?.amount ?? 'NaN').eq(partProfit)).toBe(true);
    expect(new Big(pnl[1]?.amount ?? 'NaN').eq(restProfit)).toBe(true);
    expect(await balanceMatchesLedger(user.accountId)).toBe(true);
  });
});
