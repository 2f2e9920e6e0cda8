import { useAppUpdate } from './appUpdate.ts';

/** Paths of other apps under this origin (the back office) register no worker. */
const NOT_OURS = /^\/admin(\/|$)/;

function whenIdle(work: () => void): void {
  const schedule = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(work, { timeout: 5_000 }) : setTimeout(work, 1_000);
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}

async function register(): Promise<void> {
  const { registerSW } = await import('virtual:pwa-register');
  let registration: ServiceWorkerRegistration | undefined;
  const activateWaiting = registerSW({
    immediate: true,
    onNeedRefresh: () => useAppUpdate.getState().offer(() => void activateWaiting(true)),
    onRegisteredSW: (_url, registered) => {
      registration = registered;
    },
  });
  // a chunk or stylesheet that will not load while the server answers may mean a new version was
  // deployed under this page: look for it, so the update offer appears (the screen itself shows a retry)
  window.addEventListener('vite:preloadError', () => {
    if (navigator.onLine) void registration?.update().catch(() => undefined);
  });
}

/**
 * Registers the build's service worker once the page has loaded and gone idle, so its precache download
 * never competes with the first paint or the first prices. Development builds have none.
 */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || NOT_OURS.test(window.location.pathname)) return;
  whenIdle(() => void register().catch(() => undefined));
}
