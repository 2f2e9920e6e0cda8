/** The parts of the service worker's clients API a notification tap uses (the app is typed with the DOM library). */
export interface WindowClientLike {
  readonly url: string;
  focus(): Promise<unknown>;
}

export interface ClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
}

/** The back office shares the origin; a tap on a price alert belongs to the app. */
const BACK_OFFICE = /^\/admin(\/|$)/;

/**
 * A tap on one of the app's notifications (a price alert): brings an open window of the app to the front,
 * or opens the app at `appUrl` when none is open.
 */
export async function focusOrOpenApp(clients: ClientsLike, appUrl: string): Promise<void> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const app = windows.find((client) => !BACK_OFFICE.test(new URL(client.url).pathname));
  if (app) {
    await app.focus();
    return;
  }
  await clients.openWindow(appUrl);
}
