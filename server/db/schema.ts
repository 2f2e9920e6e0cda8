// Every table, one file per area under ./tables/. drizzle-kit reads ./tables/*.ts to generate migrations.

export * from './tables/accounts.ts';
export * from './tables/alerts.ts';
export * from './tables/candles.ts';
export * from './tables/content.ts';
export * from './tables/ledger.ts';
export * from './tables/limits.ts';
export * from './tables/payments.ts';
export * from './tables/reference.ts';
export * from './tables/staff.ts';
export * from './tables/trading.ts';
