import type { CodeVerdict } from '../../accounts/codes.ts';
import { HttpRefusal } from '../envelope.ts';

/** Turns a refused code into the message the user sees. */
export function assertCodeAccepted(verdict: CodeVerdict): void {
  if (verdict === 'wrong') throw new HttpRefusal('codeInvalid', 'codeInvalid');
  if (verdict === 'expired') throw new HttpRefusal('codeExpired', 'codeExpired');
  if (verdict === 'exhausted') throw new HttpRefusal('codeAttemptsExceeded', 'codeAttemptsExceeded');
}
