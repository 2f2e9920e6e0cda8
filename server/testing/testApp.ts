import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { AppDeps } from '../http/deps.ts';
import { QuoteBook } from '../market/quoteBook.ts';

/** The real app on a test database; `deps` overrides let a test fix the clock or the quotes. */
export async function buildTestApp(database: DatabaseHandle, deps: Partial<AppDeps> = {}) {
  return buildApp({
    deps: { db: database.db, quotes: new QuoteBook(), now: Date.now, marketAlwaysOpen: false, ...deps },
  });
}
