import type { Db } from '../db/database.ts';

/** A drizzle transaction over the app's schema. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
