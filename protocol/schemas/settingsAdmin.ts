import { type Static, Type } from 'typebox';
import { Id } from './common.ts';

// The back office's settings: every server flag the app reads, each symbol's stops level, credit scores.

/** Every setting with its value as stored (strings, as in the settings table). */
export const AdminSettings = Type.Record(Type.String(), Type.String());
export type AdminSettings = Static<typeof AdminSettings>;

/** The settings staff changed, key → new value; the rest stay as they are. */
export const AdminSettingsBody = Type.Object({
  changes: Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 2000 }), { maxProperties: 32 }),
});
export type AdminSettingsBody = Static<typeof AdminSettingsBody>;

export const AdminSymbolStops = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  category: Type.String(),
  price_precision: Type.Integer(),
  /** minimum stop distance in points (10^-price_precision each) */
  stops_level: Type.Integer(),
});
export type AdminSymbolStops = Static<typeof AdminSymbolStops>;

export const AdminStopsLevelBody = Type.Object({
  symbol_id: Id,
  stops_level: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
});
export type AdminStopsLevelBody = Static<typeof AdminStopsLevelBody>;

export const AdminCreditScoreBody = Type.Object({
  user_id: Id,
  credit_score: Type.Integer({ minimum: 0, maximum: 1_000 }),
});
export type AdminCreditScoreBody = Static<typeof AdminCreditScoreBody>;
