import { type Static, Type } from 'typebox';
import { CacheBuster, DecimalString, DecimalText, Id } from './common.ts';

/** SPEC's submit payload: lots and prices as wire decimals (strings), ids and choices as integers. */
export const SubmitOrder = Type.Object({
  /** 1 buy, 2 sell */
  type: Type.Union([Type.Literal(1), Type.Literal(2)]),
  /** lots */
  cont: DecimalText,
  forex_id: Id,
  /** 1 market, 0 pending */
  status: Type.Union([Type.Literal(0), Type.Literal(1)]),
  target_price: Type.Optional(DecimalText),
  stop_loss_price: Type.Optional(DecimalText),
  target_profit_price: Type.Optional(DecimalText),
  multiple: Type.Integer({ minimum: 1, maximum: 10_000 }),
  ...CacheBuster,
});
export type SubmitOrder = Static<typeof SubmitOrder>;

/** SPEC's order as the lists show it. */
export const Order = Type.Object({
  Id: Type.Integer(),
  ForexTradeLists: Type.Object({ ShowCode: Type.String(), Code: Type.String(), PricePrecision: Type.Integer() }),
  ForexId: Type.Integer(),
  /** 1 buy, 2 sell */
  OrderType: Type.Integer(),
  /** 0 pending, 1 holding, 3 history (closed or cancelled) */
  Status: Type.Integer(),
  Quantity: DecimalString,
  Multiple: Type.Integer(),
  /** opening price, or the target price of a pending order */
  OriginPrice: DecimalString,
  /** current valuation price (holding), close price (history), market price (pending) */
  Price: DecimalString,
  UpdatePrice: DecimalString,
  /** floating P&L while holding, realised P&L once closed (USD) */
  FactProfits: DecimalString,
  /** margin (USD) */
  CautionMoney: DecimalString,
  TradeFee: DecimalString,
  /** "0" when none */
  TargetLossPrice: DecimalString,
  TargetProfitPrice: DecimalString,
  /**
   * how it was placed: at the market, or pending as a limit (waiting for a better price) or a stop (a worse
   * one), so a pending order reads "Buy Limit" or "Buy Stop" (not in SPEC; optional for cached copies)
   */
  Entry: Type.Optional(Type.Union([Type.Literal('market'), Type.Literal('limit'), Type.Literal('stop')])),
  /** a trailing stop's distance in points, 0 when none (not in SPEC; optional for cached copies) */
  TrailingPoints: Type.Optional(Type.Integer({ minimum: 0 })),
  CloseReason: Type.String(),
  /** creation time in New York, "YYYY-MM-DD HH:mm:ss" */
  CreateTimeHandler: Type.String(),
  /** when it was placed (ms) */
  CreatedAt: Type.Integer(),
  /**
   * when it opened (ms): as placed for a market order, when it filled for a pending one, null while pending
   * or never filled (not in SPEC; optional for cached copies)
   */
  OpenedAt: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  ClosedAt: Type.Union([Type.Integer(), Type.Null()]),
});
export type Order = Static<typeof Order>;

export const MyDealQuery = Type.Object({
  status: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(3)]),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  ...CacheBuster,
});

export const MyDeal = Type.Object({
  data: Type.Array(Order),
  total: Type.Integer(),
  /** floating P&L of every open position (USD) */
  all_fact_profits: DecimalString,
  balance: DecimalString,
});
export type MyDeal = Static<typeof MyDeal>;

export const OrderIdQuery = Type.Object({ id: Id, ...CacheBuster });

/** A close: the whole position, or `cont` lots of it (a partial close, additive to SPEC's call). */
export const CloseQuery = Type.Object({ id: Id, cont: Type.Optional(DecimalText), ...CacheBuster });

/** Close all (additive to SPEC's calls): every open position, or only those of `forex_id`. */
export const CloseAllQuery = Type.Object({ forex_id: Type.Optional(Id), ...CacheBuster });

/** What a close-all did: the positions it closed, and how many stay open because their market is closed. */
export const ClosedAll = Type.Object({
  Closed: Type.Array(Order),
  MarketClosed: Type.Integer({ minimum: 0 }),
});
export type ClosedAll = Static<typeof ClosedAll>;

/** The most points a trailing stop may follow the price by (a fat-finger bound, as MAX_ORDER_LOTS). */
export const MAX_TRAILING_POINTS = 1_000_000;

export const SetStopQuery = Type.Object({
  id: Id,
  target_profit_price: DecimalText,
  stop_loss_price: DecimalText,
  /** a trailing stop's distance in points (additive to SPEC's call): 0 turns it off, absent leaves it as it is */
  trailing_points: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_TRAILING_POINTS })),
  ...CacheBuster,
});

/** The account's risk picture (order form's available funds, orders header). */
export const AccountRisk = Type.Object({
  balance: DecimalString,
  equity: DecimalString,
  margin: DecimalString,
  free_margin: DecimalString,
  /** equity ÷ used margin × 100 as a decimal string, "0" with nothing open */
  risk_rate: DecimalString,
  all_fact_profits: DecimalString,
  /** stop-out level in percent */
  stop_out_level: DecimalString,
});
export type AccountRisk = Static<typeof AccountRisk>;

export const ORDERS_PAGE_SIZE = 20;
