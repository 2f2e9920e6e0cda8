import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUi } from '../stores/ui.ts';
import { api } from './client.ts';

const shown = () => useUi.getState().toasts.map((toast) => toast.tone);

/** The device is offline: every fetch fails as the browser fails it, before reaching the server. */
function goOffline(): void {
  vi.stubGlobal('window', { location: { origin: 'http://127.0.0.1:8080', pathname: '/trade', search: '' } });
  vi.stubGlobal('navigator', { onLine: false });
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
}

describe('a call that fails offline', () => {
  beforeEach(goOffline);
  afterEach(() => {
    vi.unstubAllGlobals();
    useUi.setState({ toasts: [] });
  });

  it('stays quiet for a background read: the connection pill already says the app is offline', async () => {
    await expect(api.get('/v1/api/forex/my_deal')).rejects.toMatchObject({ code: 'NETWORK' });
    expect(shown()).toEqual([]);
  });

  it('says so for an action the user is waiting on, though it is sent as a GET (an order, a close)', async () => {
    // SPEC's trading calls are GETs: Confirm Buy offline must not end in silence with the sheet still open
    await expect(api.get('/v1/api/forex/submit', { query: { id: 1 }, spinner: true })).rejects.toMatchObject({
      code: 'NETWORK',
    });
    expect(shown()).toEqual(['error']);
  });
});
