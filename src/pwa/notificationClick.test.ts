import { describe, expect, it } from 'vitest';
import { type ClientsLike, focusOrOpenApp, type WindowClientLike } from './notificationClick.ts';

function fakeClients(urls: readonly string[]) {
  const focused: string[] = [];
  const opened: string[] = [];
  const windows: WindowClientLike[] = urls.map((url) => ({
    url,
    focus: async () => {
      focused.push(url);
    },
  }));
  const clients: ClientsLike = {
    matchAll: async () => windows,
    openWindow: async (url) => {
      opened.push(url);
    },
  };
  return { clients, focused, opened };
}

describe('a tap on a price alert notification', () => {
  it('brings an open window of the app to the front', async () => {
    const { clients, focused, opened } = fakeClients(['https://pip.test/admin/users', 'https://pip.test/trade']);
    await focusOrOpenApp(clients, 'https://pip.test/');
    expect(focused).toEqual(['https://pip.test/trade']);
    expect(opened).toEqual([]);
  });

  it('opens the app when only the back office (or nothing) is open', async () => {
    const { clients, focused, opened } = fakeClients(['https://pip.test/admin']);
    await focusOrOpenApp(clients, 'https://pip.test/');
    expect(focused).toEqual([]);
    expect(opened).toEqual(['https://pip.test/']);
  });
});
