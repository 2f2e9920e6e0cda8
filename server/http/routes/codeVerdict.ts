import type { CodeVerdict } from '../../accounts/codes.ts';
import { ApiError } from '../envelope.ts';

/** Turns a refused code into the message the user sees. */
export function assertCodeAccepted(verdict: CodeVerdict): void {
  if (verdict === 'wrong') throw new ApiError('codeInvalid', 'codeInvalid');
  if (verdict === 'expired') throw new ApiError('codeExpired', 'codeExpired');
  if (verdict === 'exhausted') throw new ApiError('codeAttemptsExceeded', 'codeAttemptsExceeded');
}
