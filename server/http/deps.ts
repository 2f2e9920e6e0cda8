import type { Db } from '../db/database.ts';
import type { QuoteReader } from '../market/quoteBook.ts';

/** What the HTTP layer needs from the rest of the server; tests pass their own. */
export interface AppDeps {
  db: Db;
  quotes: QuoteReader;
  /** epoch ms; injectable so session hours can be tested */
  now: () => number;
  /** forces every market open (demos, tests) */
  marketAlwaysOpen: boolean;
}

export interface RouteOptions {
  deps: AppDeps;
}
