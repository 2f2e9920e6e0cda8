import { onlineManager } from '@tanstack/react-query';

/**
 * TanStack Query (v5) starts out assuming the network is there and then only hears the browser's `online`
 * and `offline` events. An app opened offline (from the service worker's copy) fires no `offline`, so its
 * failed queries were never run again on `online`: the last-known lists and the "not live" pill stayed until
 * the user changed screen. Starting from the browser's own idea of the network (as the realtime worker does)
 * pauses them instead, and the `online` event runs them.
 */
export function startQueriesOnline(): void {
  onlineManager.setOnline(navigator.onLine);
}
