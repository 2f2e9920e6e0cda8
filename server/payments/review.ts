import type { AdminReviewReply } from '../../protocol/schemas/paymentsAdmin.ts';
import type { Db } from '../db/database.ts';
import type { Tx } from '../ledger/transaction.ts';
import type { Result } from '../refusal.ts';

/** A decision on a record that does not exist. */
export type NoSuchRecord = { code: 'notFound'; key: 'notFound' };
const NO_SUCH_RECORD: NoSuchRecord = { code: 'notFound', key: 'notFound' };

/** The parts of one staff decision that differ between deposits, withdrawals and identity checks. */
export interface ReviewSteps<Row> {
  /** The guarded UPDATE from the waiting status to the decided one: the row when this call changed it. */
  claim(tx: Tx): Promise<Row | undefined>;
  /** The record's status now, when the claim changed nothing; undefined when there is no such record. */
  currentStatus(tx: Tx): Promise<number | undefined>;
  /** What the decision does besides the status (ledger rows, holds, the audit entry), in the same transaction. */
  apply(tx: Tx, row: Row): Promise<void>;
  /** What the decision tells others once it has committed (a balance moved), when this call took it. */
  committed?(row: Row): void;
}

/**
 * Tells the trading engine that an account's balance changed outside it, after the change committed (the
 * engine re-reads it at once for its stop-out screen instead of at its next sweep).
 */
export type OnBalanceMoved = (accountId: number) => void;

/**
 * One staff decision, taken once: the waiting → decided transition is one guarded UPDATE in a transaction
 * with everything the decision does, so a repeated or concurrent decision changes nothing and says so; once
 * it has committed, `committed` tells the others.
 * Refused as not found when there is no such record.
 */
export async function decideOnce<Row>(
  db: Db,
  id: number,
  status: number,
  steps: ReviewSteps<Row>,
): Promise<Result<AdminReviewReply, NoSuchRecord>> {
  let decided: Row | undefined;
  const result = await db.transaction(async (tx): Promise<Result<AdminReviewReply, NoSuchRecord>> => {
    const row = await steps.claim(tx);
    if (!row) {
      const current = await steps.currentStatus(tx);
      if (current === undefined) return { ok: false, refusal: NO_SUCH_RECORD };
      return { ok: true, value: { id, status: current, changed: false } };
    }
    await steps.apply(tx, row);
    decided = row;
    return { ok: true, value: { id, status, changed: true } };
  });
  if (decided !== undefined) steps.committed?.(decided);
  return result;
}
