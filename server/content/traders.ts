import { asc, count, desc } from 'drizzle-orm';
import type { TraderPage } from '../../protocol/schemas/ranking.ts';
import type { Db } from '../db/database.ts';
import { traders } from '../db/schema.ts';

/** Traders ranked by three-week return (best first), then by the seeded order. */
export async function listTraders(db: Db, page: number, pageSize: number): Promise<TraderPage> {
  const [totalRow] = await db.select({ total: count() }).from(traders);
  const rows = await db
    .select()
    .from(traders)
    .orderBy(desc(traders.threeWeekRate), asc(traders.sort))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    total: totalRow?.total ?? 0,
    data: rows.map((row) => ({
      id: row.id,
      code: row.code,
      user: row.nickname,
      avatar: row.avatar,
      multiple: row.multiple,
      three_week_rate: row.threeWeekRate,
      three_week_win: row.threeWeekWin,
      three_week_profit: row.threeWeekProfit,
      total_rate: row.totalRate,
      total_trade_num: row.totalTradeNum,
      followers: row.followers,
      variety: row.variety,
    })),
  };
}
