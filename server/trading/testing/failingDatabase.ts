import { vi } from 'vitest';
import type { Db } from '../../db/database.ts';

type Execute = (...values: unknown[]) => Promise<unknown>;
interface Session {
  prepareQuery: (...args: unknown[]) => { execute: Execute };
}

/** The statements run outside a transaction (drizzle's `db._.session`; a transaction has a session of its own). */
function sessionOf(db: Db): Session {
  return db._.session as unknown as Session;
}

/** What a driver throws when the connection drops (a PostgreSQL fail-over, a network cut). */
export const connectionLost = () => new Error('Connection terminated unexpectedly');

/**
 * Failures injected into a test database the way a dropped connection makes them, each once or for a while.
 * Undo them with `vi.restoreAllMocks()`.
 */
export function failingDatabase(db: Db) {
  /**
   * The next run of the named prepared statement `name` fails: before it reaches the database (nothing
   * written), or with `replyLost` after it ran (outside a transaction: committed) and before its caller
   * hears of it. Returns whether it has happened yet.
   */
  function statementFailsOnce(name: string, options: { replyLost?: boolean } = {}): () => boolean {
    const session = sessionOf(db);
    const original = session.prepareQuery.bind(session);
    let failed = false;
    vi.spyOn(session, 'prepareQuery').mockImplementation((...args: unknown[]) => {
      const prepared = original(...args);
      if (failed || args[2] !== name) return prepared;
      failed = true;
      const execute: Execute = async (...values) => {
        if (options.replyLost) await prepared.execute(...values);
        throw connectionLost();
      };
      return { ...prepared, execute };
    });
    return () => failed;
  }

  /**
   * The next transaction fails: to begin (nothing written), or with `replyLost` after it committed and before
   * its caller hears of it. Returns whether it has happened yet.
   */
  function transactionFailsOnce(options: { replyLost?: boolean } = {}): () => boolean {
    const original = db.transaction.bind(db);
    let failed = false;
    vi.spyOn(db, 'transaction').mockImplementationOnce(async (work, config) => {
      failed = true;
      if (options.replyLost) await original(work, config);
      throw connectionLost();
    });
    return () => failed;
  }

  /**
   * Every statement and transaction fails, before reaching the database, until the returned `back()`: the
   * database away for a while (a fail-over in progress).
   */
  function away(): { back(): void; failures(): number } {
    const session = sessionOf(db);
    const prepare = session.prepareQuery.bind(session);
    const begin = db.transaction.bind(db);
    let gone = true;
    let failures = 0;
    const fail = () => {
      failures += 1;
      return Promise.reject(connectionLost());
    };
    vi.spyOn(session, 'prepareQuery').mockImplementation((...args: unknown[]) => {
      const prepared = prepare(...args);
      return gone ? { ...prepared, execute: fail } : prepared;
    });
    vi.spyOn(db, 'transaction').mockImplementation((work, config) => (gone ? fail() : begin(work, config)));
    return {
      back: () => {
        gone = false;
      },
      failures: () => failures,
    };
  }

  return { statementFailsOnce, transactionFailsOnce, away };
}
