// Every table, one file per area under ./tables/. drizzle-kit reads ./tables/*.ts to generate migrations.
export * from './tables/reference.ts';
