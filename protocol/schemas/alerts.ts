import { type Static, Type } from 'typebox';
import { CacheBuster, DecimalString, DecimalText, Id } from './common.ts';

/** The price an alert watches. */
export const AlertWatch = Type.Union([Type.Literal('bid'), Type.Literal('ask')]);
export type AlertWatch = Static<typeof AlertWatch>;

/** 'above': fires when the price reaches or rises past the level; 'below': when it reaches or falls to it. */
export const AlertDirection = Type.Union([Type.Literal('above'), Type.Literal('below')]);
export type AlertDirection = Static<typeof AlertDirection>;

/** `/v1/api/forex/alert/add`: the level as a wire decimal at the symbol's precision. */
export const AddAlertQuery = Type.Object({
  forex_id: Id,
  watch: AlertWatch,
  direction: AlertDirection,
  price: DecimalText,
  ...CacheBuster,
});
export type AddAlertQuery = Static<typeof AddAlertQuery>;

export const AlertIdQuery = Type.Object({ id: Id, ...CacheBuster });

/** One alert as the list shows it (prices at the symbol's decimals, times epoch ms). */
export const PriceAlert = Type.Object({
  id: Type.Integer(),
  symbolId: Type.Integer(),
  code: Type.String(),
  watch: AlertWatch,
  direction: AlertDirection,
  level: DecimalString,
  status: Type.Union([Type.Literal('active'), Type.Literal('fired'), Type.Literal('cancelled')]),
  createdAt: Type.Integer(),
  firedAt: Type.Union([Type.Integer(), Type.Null()]),
  firedPrice: Type.Union([DecimalString, Type.Null()]),
});
export type PriceAlert = Static<typeof PriceAlert>;

/** The user's active alerts (newest first) and the last fired ones (latest first). */
export const AlertList = Type.Object({ active: Type.Array(PriceAlert), fired: Type.Array(PriceAlert) });
export type AlertList = Static<typeof AlertList>;
