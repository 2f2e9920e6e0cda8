import { type Static, Type } from 'typebox';
import { CacheBuster, DecimalString } from './common.ts';

export const Category = Type.Object({
  Id: Type.Integer(),
  NameShowTrans: Type.String(),
});
export type Category = Static<typeof Category>;

/** SPEC's ForexQuotations: Close is the live bid, Open the trading day's first price, Change % against Open. */
export const Quotation = Type.Object({
  Open: DecimalString,
  Close: DecimalString,
  Change: DecimalString,
  High: DecimalString,
  Low: DecimalString,
  Bid: DecimalString,
  Ask: DecimalString,
});
export type Quotation = Static<typeof Quotation>;

export const MultipleOption = Type.Object({ Value: Type.Integer({ minimum: 1 }) });

/** A trade symbol with every field of SPEC §3. */
export const TradeSymbol = Type.Object({
  Id: Type.Integer(),
  Code: Type.String(),
  ShowCode: Type.String(),
  /** in the `lang` header's language (English when the symbol has no name in it) */
  Name: Type.String(),
  /** the English name, so a list filtered in the app finds "gold" in any language (not in SPEC) */
  NameEn: Type.Optional(Type.String()),
  Logo: Type.String(),
  CategoryId: Type.Integer(),
  /** the currency or asset bought (EUR of EUR/USD, XAU, US30) */
  BaseCurrency: Type.String(),
  /** the currency prices are quoted in: P&L and margin are converted from it to USD */
  QuoteCurrency: Type.String(),
  MarketStatus: Type.Integer({ description: '1 = open, 0 = closed' }),
  PricePrecision: Type.Integer({ minimum: 0, maximum: 8 }),
  Pip: DecimalString,
  ForexMinCont: DecimalString,
  ForexContNum: DecimalString,
  ForexFeeRate: DecimalString,
  MarginMode: Type.Integer({ description: '1 = fixed margin, otherwise multiple-based' }),
  HasForexMultiple: Type.Array(MultipleOption),
  /**
   * Minimum distance in points (units of the last price digit, 10^-PricePrecision) between the market and
   * a stop-loss, take-profit or pending price: for a buy the stop-loss at most bid - level, the take-profit
   * at least bid + level (a sell: ask + level / ask - level); a pending price at least this far from the
   * ask (buy) or bid (sell). 0 = no minimum. Always sent; optional only for copies a device cached
   * before the field existed (the offline list), which the order form treats as unknown.
   */
  stops_level: Type.Optional(Type.Integer({ minimum: 0 })),
  ForexQuotations: Quotation,
});
export type TradeSymbol = Static<typeof TradeSymbol>;

export const TradeListQuery = Type.Object({
  searchCurrency: Type.Optional(Type.String({ maxLength: 40 })),
  ...CacheBuster,
});
export type TradeListQuery = Static<typeof TradeListQuery>;
