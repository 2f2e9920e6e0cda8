/** Whether this browser can show system notifications at all (a service worker shows them). */
export function notificationsSupported(): boolean {
  return typeof Notification !== 'undefined' && 'serviceWorker' in navigator;
}

/**
 * A system notification from the service worker, only while the page is hidden and the user has allowed
 * notifications (they were asked from a tap on the alerts page, never unprompted). `tag` replaces an earlier
 * notification of the same alert. Tapping it focuses the app (the service worker's notificationclick).
 */
export function notifyWhileHidden(title: string, body: string, tag: string): void {
  if (document.visibilityState !== 'hidden') return;
  if (!notificationsSupported() || Notification.permission !== 'granted') return;
  void navigator.serviceWorker.ready
    .then((registration) => registration.showNotification(title, { body, tag }))
    .catch(() => {
      // the in-app notice was shown; a notification the system refuses is not worth more
    });
}
