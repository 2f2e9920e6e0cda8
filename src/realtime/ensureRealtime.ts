import type { RealtimeBridge } from './bridge.ts';

/** Retry delays after the bridge's chunk failed to load (the last one repeats); `online` retries at once. */
const RETRY_MS = [2_000, 5_000, 15_000, 30_000];

let loading: Promise<RealtimeBridge> | null = null;

/**
 * The app's realtime bridge, started on first use. The bridge (comlink, the worker) is a separate chunk,
 * so the home route's first paint does not wait for it.
 *
 * The promise never rejects: if the chunk cannot load (the link dropped during the start, the server
 * restarting) it is fetched again when the browser comes back online or after a growing delay, and
 * every caller's work runs once it has.
 */
export function realtime(): Promise<RealtimeBridge> {
  loading ??= new Promise<RealtimeBridge>((resolve) => {
    let failures = 0;
    const attempt = () => {
      import('./bridge.ts')
        .then(({ startAppRealtime }) => resolve(startAppRealtime()))
        .catch(() => {
          const delay = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)];
          failures += 1;
          const retry = () => {
            window.clearTimeout(timer);
            window.removeEventListener('online', retry);
            attempt();
          };
          const timer = window.setTimeout(retry, delay);
          window.addEventListener('online', retry);
        });
    };
    attempt();
  });
  return loading;
}

/** SPEC §2: every navigation makes sure the socket is open (reconnecting at once if it was waiting). */
export function ensureRealtime(): void {
  void realtime().then((bridge) => bridge.ensureOpen());
}
