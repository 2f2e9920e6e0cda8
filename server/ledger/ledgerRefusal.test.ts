import { describe, expect, it } from 'vitest';
import { ledgerRefusal } from './ledgerRefusal.ts';
import { LedgerError } from './postLedgerEntry.ts';

const refusals = { insufficientBalance: 'not covered' };

describe('ledgerRefusal: ledger errors to a refusal, in one place', () => {
  it("turns a debit the balance does not cover into the command's refusal", () => {
    expect(ledgerRefusal(new LedgerError('insufficientBalance'), refusals)).toBe('not covered');
  });

  it('leaves a posting to a missing account and any other error to the caller as a fault', () => {
    expect(ledgerRefusal(new LedgerError('noAccount'), refusals)).toBeUndefined();
    expect(ledgerRefusal(new Error('insufficientBalance'), refusals)).toBeUndefined();
    expect(ledgerRefusal('insufficientBalance', refusals)).toBeUndefined();
  });
});
