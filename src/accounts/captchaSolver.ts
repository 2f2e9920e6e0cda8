import type { CaptchaChallenge, CaptchaPayload } from '../../protocol/schemas/captcha.ts';
import type { SolveRequest, SolverMessage } from '../../workers/captcha/messages.ts';
import { accountsApi, type CaptchaAnswer } from './api.ts';

/** Solves one challenge in a fresh module worker, which ends with the solve (or the abort). */
function solveInWorker(
  challenge: CaptchaChallenge,
  signal: AbortSignal,
  onProgress: (progress: number) => void,
): Promise<CaptchaPayload['solution']> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('../../workers/captcha/solver.ts', import.meta.url), {
      type: 'module',
      name: 'captcha',
    });
    const finish = () => {
      worker.terminate();
      signal.removeEventListener('abort', abort);
    };
    const abort = () => {
      finish();
      reject(signal.reason);
    };
    signal.addEventListener('abort', abort);
    worker.addEventListener('message', (event: MessageEvent<SolverMessage>) => {
      const message = event.data;
      if (message.kind === 'progress') return onProgress(message.progress);
      finish();
      if (message.kind === 'solved') resolve(message.solution);
      else reject(new Error('the captcha could not be solved'));
    });
    worker.addEventListener('error', () => {
      finish();
      reject(new Error('the captcha solver failed'));
    });
    const request: SolveRequest = { challenge };
    worker.postMessage(request);
  });
}

/** ALTCHA's payload format: base64 of the JSON (ASCII only: hex, digits and the algorithm's name). */
export function encodeCaptchaPayload(payload: CaptchaPayload): string {
  return btoa(JSON.stringify(payload));
}

export interface SolvedCaptcha {
  /** What the form sends: `key` + `captcha`. */
  answer: CaptchaAnswer;
  /** Epoch ms after which the server refuses it. */
  expiresAt: number;
}

/**
 * Fetches a challenge from GET /api/captcha and solves it off the main thread. Rejects when the fetch or
 * the solve fails, or on abort.
 */
export async function solveCaptcha(
  signal: AbortSignal,
  onProgress: (progress: number) => void,
): Promise<SolvedCaptcha> {
  const { id, challenge } = await accountsApi.captcha(signal);
  signal.throwIfAborted();
  const solution = await solveInWorker(challenge, signal, onProgress);
  return {
    answer: { key: id, captcha: encodeCaptchaPayload({ challenge, solution }) },
    expiresAt: (challenge.parameters.expiresAt ?? 0) * 1000,
  };
}
