import type { RealtimeBridge } from './bridge.ts';

let loading: Promise<RealtimeBridge> | null = null;

/**
 * The app's realtime bridge, started on first use. The bridge (comlink, the worker) is a separate chunk,
 * so the home route's first paint does not wait for it.
 */
export function realtime(): Promise<RealtimeBridge> {
  loading ??= import('./bridge.ts').then(({ startAppRealtime }) => startAppRealtime());
  return loading;
}

/** SPEC §2: every navigation makes sure the socket is open (reconnecting at once if it was waiting). */
export function ensureRealtime(): void {
  void realtime().then((bridge) => bridge.ensureOpen());
}
