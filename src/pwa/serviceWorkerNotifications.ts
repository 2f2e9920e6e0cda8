/**
 * Imported by the generated service worker (Workbox `importScripts`, built to /sw-notifications.js by
 * scripts/pwaPlugin.ts): what a tap on a notification the app showed does. Built as a classic script, so it
 * neither imports at run time nor exports.
 */
import { type ClientsLike, focusOrOpenApp } from './notificationClick.ts';

interface NotificationClickEventLike {
  readonly notification: { close(): void };
  waitUntil(work: Promise<unknown>): void;
}

/** The service worker's global scope as far as this script uses it. */
interface ServiceWorkerScopeLike {
  readonly clients: ClientsLike;
  readonly registration: { readonly scope: string };
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEventLike) => void): void;
}

declare const self: ServiceWorkerScopeLike;

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(focusOrOpenApp(self.clients, new URL('/', self.registration.scope).href));
});
