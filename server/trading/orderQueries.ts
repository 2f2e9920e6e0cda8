import type { AccountRisk, MyDeal } from '../../protocol/schemas/trading.ts';
import { ORDERS_PAGE_SIZE } from '../../protocol/schemas/trading.ts';
import type { Db } from '../db/database.ts';
import type { MarketService } from '../market/marketService.ts';
import { Big } from '../money/decimal.ts';
import { openOrdersOf, pageOfOrders } from './orderStore.ts';
import { toOrderView } from './orderView.ts';
import type { TradingSymbols } from './tradingSymbols.ts';
import { accountRisk } from './valuation.ts';

export interface OrderQueryContext {
  db: Db;
  market: MarketService;
  symbols: TradingSymbols;
  stopOutLevel: () => number;
}

/** The account's totals at the current quotes: balance, equity, used and free margin, risk rate. */
export async function readAccountRisk(context: OrderQueryContext, accountId: number): Promise<AccountRisk> {
  const [account, open] = await Promise.all([
    context.db.query.accounts.findFirst({ where: (table, { eq: equals }) => equals(table.id, accountId) }),
    openOrdersOf(context.db, accountId),
  ]);
  const balance = account?.balance ?? '0';
  const totals = accountRisk(balance, open, context.symbols, context.market.quotes);
  return {
    balance: new Big(balance).toFixed(2),
    equity: totals.equity.toFixed(2),
    margin: totals.usedMargin.toFixed(6),
    // Money locked for pending withdrawals is not free to trade with.
    free_margin: totals.freeMargin.minus(account?.lockBalance ?? '0').toFixed(2),
    risk_rate: totals.riskRate ? totals.riskRate.toFixed(2) : '0',
    all_fact_profits: totals.floating.toFixed(2),
    stop_out_level: String(context.stopOutLevel()),
  };
}

/** A page of one of the account's lists (0 pending, 1 holding, 3 history) with its floating total. */
export async function readMyDeals(
  context: OrderQueryContext,
  accountId: number,
  status: 0 | 1 | 3,
  page: number,
): Promise<MyDeal> {
  const statuses =
    status === 0 ? (['pending'] as const) : status === 1 ? (['open'] as const) : (['closed', 'cancelled'] as const);
  const [{ rows, total }, risk] = await Promise.all([
    pageOfOrders(context.db, accountId, [...statuses], page, ORDERS_PAGE_SIZE),
    readAccountRisk(context, accountId),
  ]);
  return {
    data: rows.map((row) => toOrderView(row, context.symbols, context.market.quotes)),
    total,
    all_fact_profits: risk.all_fact_profits,
    balance: risk.balance,
  };
}
