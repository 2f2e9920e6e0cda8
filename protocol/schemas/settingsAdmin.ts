import { type Static, Type } from 'typebox';
import { DecimalText, Id } from './common.ts';

// The back office's settings: every server flag the app reads, each symbol's stops level and fee rate,
// credit scores.

/** Every setting with its value as stored (strings, as in the settings table). */
export const AdminSettingValues = Type.Record(Type.String(), Type.String());
export type AdminSettingValues = Static<typeof AdminSettingValues>;

/** The settings staff changed, key → new value; the rest stay as they are. */
export const AdminSettingsBody = Type.Object({
  changes: Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 2000 }), { maxProperties: 32 }),
});
export type AdminSettingsBody = Static<typeof AdminSettingsBody>;

/** One lot at the live ask and the symbol's highest multiple: the margin its fee is measured on (type 2). */
export const AdminFeeReference = Type.Object({
  price: Type.String(),
  multiple: Type.Integer(),
  /** USD */
  margin: Type.String(),
});
export type AdminFeeReference = Static<typeof AdminFeeReference>;

export const AdminSymbolStops = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  /** the category's code (forex, metals, …) */
  category: Type.String(),
  /** the category's name in the request's language, as the app's market list shows it */
  category_name: Type.String(),
  price_precision: Type.Integer(),
  /** minimum stop distance in points (10^-price_precision each) */
  stops_level: Type.Integer(),
  /** USD per lot: the fee under trade_fee_type 1 (protocol/feeRate.ts) */
  fee_per_lot: Type.String(),
  /** a fraction of the margin (0.0005 is 0.05 %): the fee under any other trade_fee_type */
  fee_margin_rate: Type.String(),
  /** null while the symbol has no quote */
  fee_reference: Type.Union([AdminFeeReference, Type.Null()]),
});
export type AdminSymbolStops = Static<typeof AdminSymbolStops>;

export const AdminStopsLevelBody = Type.Object({
  symbol_id: Id,
  stops_level: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
});
export type AdminStopsLevelBody = Static<typeof AdminStopsLevelBody>;

/** A symbol's fee rates to set: either or both (a rate left out keeps its stored value). */
export const AdminFeeRatesBody = Type.Object({
  symbol_id: Id,
  fee_per_lot: Type.Optional(DecimalText),
  fee_margin_rate: Type.Optional(DecimalText),
});
export type AdminFeeRatesBody = Static<typeof AdminFeeRatesBody>;

/** A symbol's fee rates as stored after a save. */
export const AdminFeeRates = Type.Object({ fee_per_lot: Type.String(), fee_margin_rate: Type.String() });
export type AdminFeeRates = Static<typeof AdminFeeRates>;

export const AdminCreditScoreBody = Type.Object({
  user_id: Id,
  credit_score: Type.Integer({ minimum: 0, maximum: 1_000 }),
});
export type AdminCreditScoreBody = Static<typeof AdminCreditScoreBody>;
