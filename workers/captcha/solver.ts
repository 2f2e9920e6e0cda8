import { type DeriveKeyFunction, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { SolveRequest, SolverMessage } from './messages.ts';

/** A solver gives up after this long (the challenge lives 5 minutes); the page offers a retry. */
const SOLVE_TIMEOUT_MS = 120_000;
/** Progress is reported every this many tries. */
const PROGRESS_EVERY = 25;

function send(message: SolverMessage): void {
  postMessage(message);
}

/**
 * The captcha's proof of work, off the page's main thread: altcha-lib tries counters with WebCrypto's
 * PBKDF2 until one derives the key prefix the server asked for. Progress counts tries against the highest
 * counter the server says the answer can be.
 */
addEventListener('message', (event: MessageEvent<SolveRequest>) => {
  const { challenge } = event.data;
  const maxNumber = challenge.parameters.data?.maxNumber ?? 0;
  let tried = 0;
  const countingDeriveKey: DeriveKeyFunction = (parameters, salt, password) => {
    tried += 1;
    if (maxNumber > 0 && tried % PROGRESS_EVERY === 0) {
      send({ kind: 'progress', progress: Math.min(0.99, tried / maxNumber) });
    }
    return deriveKey(parameters, salt, password);
  };
  solveChallenge({ challenge, deriveKey: countingDeriveKey, timeout: SOLVE_TIMEOUT_MS })
    .then((solution) =>
      send(
        solution
          ? { kind: 'solved', solution: { counter: solution.counter, derivedKey: solution.derivedKey } }
          : { kind: 'failed' },
      ),
    )
    .catch(() => send({ kind: 'failed' }));
});
