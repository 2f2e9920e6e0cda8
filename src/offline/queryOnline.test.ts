import { onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startQueriesOnline } from './queryOnline.ts';

const network = { onLine: false };

afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

/**
 * The app opened with no network (the service worker's copy): the lists show the device's last-known copy
 * and the pill says "not live". When the browser says it is online again, the queries must run, else the
 * copy and the pill stay until the user leaves the screen.
 */
describe('queries of an app started offline', () => {
  it('run once the browser is back online', async () => {
    network.onLine = false;
    vi.stubGlobal('navigator', network);
    startQueriesOnline();
    const client = new QueryClient({ defaultOptions: { queries: { retry: 1, retryDelay: 1 } } });
    client.mount();
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['positions'],
      queryFn: async () => {
        calls += 1;
        if (!network.onLine) throw new TypeError('Failed to fetch');
        return 'fresh';
      },
    });
    const stop = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).not.toBe('fetching'));

    // the browser's 'online' event, which TanStack Query's online manager listens to
    network.onLine = true;
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('fresh'));
    expect(calls).toBe(1);
    stop();
    client.unmount();
  });
});
