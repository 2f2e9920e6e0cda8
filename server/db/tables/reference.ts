import { boolean, integer, jsonb, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Key/value settings the back office can change (service_link, verify_reg_type, trade_fee_type, ...). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Market categories; `code` decides the trading session (forex, metals, energy, indices, crypto). */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  /** Display name per language code, e.g. { "en": "Forex", "hk": "外匯" }. */
  nameTrans: jsonb('name_trans').$type<Record<string, string>>().notNull(),
  sort: integer('sort').notNull(),
});

/** Tradable symbols with their contract parameters and the simulator's price model. */
export const symbols = pgTable('symbols', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  showCode: text('show_code').notNull(),
  /** English name; the fallback for a language missing from name_trans. */
  name: text('name').notNull(),
  /**
   * Name per text language, e.g. { "hk": "歐元兌美元", "jp": "ユーロ/米ドル" }. A language absent (or
   * blank) here reads the English `name`.
   */
  nameTrans: jsonb('name_trans').$type<Record<string, string>>().notNull().default({}),
  logo: text('logo').notNull(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id),
  baseCurrency: text('base_currency').notNull(),
  quoteCurrency: text('quote_currency').notNull(),
  pricePrecision: integer('price_precision').notNull(),
  /** Lot step (SPEC's `Pip`). */
  lotStep: numeric('lot_step').notNull(),
  minLots: numeric('min_lots').notNull(),
  contractSize: numeric('contract_size').notNull(),
  /**
   * The symbol's two fee tariffs, both kept whichever is in force (trade_fee_type picks the one an order
   * pays, protocol/feeRate.ts): USD per lot (type 1), and a fraction of the margin (any other type; 0.0005
   * is 0.05 %). Switching the type never rereads either number in the other unit.
   */
  feePerLot: numeric('fee_per_lot').notNull(),
  feeMarginRate: numeric('fee_margin_rate').notNull(),
  marginMode: integer('margin_mode').notNull(),
  leverageOptions: jsonb('leverage_options').$type<number[]>().notNull(),
  /** Price the simulator starts from on a fresh database. */
  referencePrice: numeric('reference_price').notNull(),
  /** Typical bid/ask spread in price units. */
  typicalSpread: numeric('typical_spread').notNull(),
  /** Annualised volatility as a fraction (0.08 = 8 %). */
  annualVolatility: numeric('annual_volatility').notNull(),
  sort: integer('sort').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /**
   * Minimum distance, in points (units of the last price digit), between the market and a stop-loss,
   * take-profit or pending price (MT5's stops level); staff change it in the back office.
   */
  stopsLevel: integer('stops_level').notNull().default(0),
});

/** Country calling codes for the mobile sign-up and log-in. */
export const areaCodes = pgTable('area_codes', {
  id: serial('id').primaryKey(),
  /** Dialling code without "+", e.g. "44". */
  code: text('code').notNull(),
  /** ISO 3166-1 alpha-2 country, e.g. "GB". */
  globalCode: text('global_code').notNull().unique(),
  sort: integer('sort').notNull(),
});
