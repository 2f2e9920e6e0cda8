import { type Static, Type } from 'typebox';
import { CacheBuster, DecimalString } from './common.ts';

export const TraderQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 50, default: 50 }),
  ...CacheBuster,
});

/** A copy-trading trader (SPEC §3): rates and win ratios are percents, profit is USD, all as decimal strings. */
export const Trader = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  user: Type.String({ description: 'display name' }),
  avatar: Type.String(),
  multiple: Type.Integer({ description: 'the leverage the trader mostly uses' }),
  three_week_rate: DecimalString,
  three_week_win: DecimalString,
  three_week_profit: DecimalString,
  total_rate: DecimalString,
  total_trade_num: Type.Integer(),
  followers: Type.Integer(),
  variety: Type.String({ description: 'comma-separated symbol codes the trader mostly trades' }),
});
export type Trader = Static<typeof Trader>;

/** Traders ranked by their three-week return, best first. */
export const TraderPage = Type.Object({ data: Type.Array(Trader), total: Type.Integer() });
export type TraderPage = Static<typeof TraderPage>;
