import type { CaptchaChallenge, CaptchaPayload } from '../../protocol/schemas/captcha.ts';

/** Page -> solver worker: the challenge to solve. */
export interface SolveRequest {
  challenge: CaptchaChallenge;
}

/** Solver worker -> page: progress (0..1, an estimate), the solution, or a failure (timed out, bad input). */
export type SolverMessage =
  | { kind: 'progress'; progress: number }
  | { kind: 'solved'; solution: CaptchaPayload['solution'] }
  | { kind: 'failed' };
