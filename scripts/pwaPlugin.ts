import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { WEB_APP_MANIFEST } from './pwaManifest.ts';
import { type ViteManifest, withoutAdminOnly } from './pwaPrecache.ts';

/** The service worker's own code beside Workbox's (a notification tap), built from src/pwa/ as a classic script. */
export const SW_NOTIFICATIONS_FILE = 'sw-notifications.js';

/** Paths the service worker leaves to the network: the API, the socket, uploads and the back office. */
export const NETWORK_ONLY_PATHS = [/^\/api\//, /^\/v1\//, /^\/admin(\/|$)/, /^\/uploads\//];

/**
 * The service worker (Workbox, generated at build time) and the web app manifest.
 *
 * - Precache: index.html, every route chunk and its CSS, the realtime worker, every locale (each is a
 *   lazy chunk of ~7 KB compressed; precaching them all, about 100 KB once in the background, is what
 *   makes the user's own language and a language switch work offline: a runtime cache would miss the
 *   user's locale on the first visit, which the page loads before the worker controls it), the symbol
 *   logos and the icons. The back office's own chunks stay out.
 * - Navigations are answered with the precached index.html, except the paths in NETWORK_ONLY_PATHS.
 * - Nothing else is routed: API calls always go to the network (the app shows its own last-known
 *   snapshot, clearly marked, when they fail).
 * - `prompt`: a new version installs in the background and waits; the app offers a reload
 *   (src/pwa/), and a closed app starts on the new version next time.
 * - Workbox generates the worker; the app's own handlers (a tap on a price alert's notification focuses
 *   or opens the app) come in through `importScripts` from src/pwa/serviceWorkerNotifications.ts.
 */
export function pwaPlugin(): PluginOption {
  let outDir = '';
  let root = '';
  const readViteManifest = () =>
    JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  const outDirReader: PluginOption = {
    name: 'pipwave:pwa-out-dir',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      root = config.root;
    },
  };
  // its own entry: nothing of the app imports it, so it is one chunk with no import or export (a classic
  // script, as importScripts needs), at a fixed name served no-cache like sw.js
  const notificationsScript: PluginOption = {
    name: 'pipwave:sw-notifications',
    apply: 'build',
    buildStart() {
      this.emitFile({
        type: 'chunk',
        id: path.resolve(root, 'src/pwa/serviceWorkerNotifications.ts'),
        fileName: SW_NOTIFICATIONS_FILE,
      });
    },
    // importScripts runs it in sw.js's global scope, whose minified top-level names (`e`, `t`, …) its own
    // would collide with ("script evaluation failed": no service worker at all): it runs in a scope of its own
    generateBundle(_options, bundle) {
      const chunk = bundle[SW_NOTIFICATIONS_FILE];
      if (chunk?.type === 'chunk') chunk.code = `(()=>{${chunk.code}})();\n`;
    },
  };
  const serviceWorker = VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    manifest: WEB_APP_MANIFEST,
    includeManifestIcons: true,
    includeAssets: ['icon.svg', 'icons/apple-touch-icon.png'],
    workbox: {
      globPatterns: ['index.html', 'assets/**/*.{js,css,svg,png,woff2}', 'logos/*.svg'],
      globIgnores: ['.vite/**'],
      // hashed file names are their own revision: no cache-busting query needed
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 1_000_000,
      manifestTransforms: [(entries) => ({ manifest: withoutAdminOnly(entries, readViteManifest()) })],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: NETWORK_ONLY_PATHS,
      cleanupOutdatedCaches: true,
      // the first install controls the open page at once (there is no older version to clash with);
      // an update still waits for the user's reload
      clientsClaim: true,
      skipWaiting: false,
      inlineWorkboxRuntime: true,
      importScripts: [`/${SW_NOTIFICATIONS_FILE}`],
      runtimeCaching: [],
    },
  });
  return [outDirReader, notificationsScript, serviceWorker];
}
