import { LedgerError } from './postLedgerEntry.ts';

/**
 * What each refusable ledger error means to the command that posted: a debit the balance does not cover is
 * "not enough free margin" to an order and "the balance no longer covers it" to a withdrawal approval.
 */
export interface LedgerRefusals<Refusal> {
  insufficientBalance: Refusal;
}

/**
 * The one place a ledger error becomes a refusal: a debit the balance does not cover gives the command's
 * refusal for it; anything else, including a posting to an account that does not exist (a bug, not a
 * user's mistake), gives undefined and the caller rethrows it as a fault.
 */
export function ledgerRefusal<Refusal>(error: unknown, refusals: LedgerRefusals<Refusal>): Refusal | undefined {
  if (!(error instanceof LedgerError)) return undefined;
  switch (error.reason) {
    case 'insufficientBalance':
      return refusals.insufficientBalance;
    case 'noAccount':
      return undefined;
  }
}
