import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { WEB_APP_MANIFEST } from './pwaManifest.ts';
import { type ViteManifest, withoutAdminOnly } from './pwaPrecache.ts';

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
 */
export function pwaPlugin(): PluginOption {
  let outDir = '';
  const readViteManifest = () =>
    JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  const outDirReader: PluginOption = {
    name: 'pipwave:pwa-out-dir',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
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
      runtimeCaching: [],
    },
  });
  return [outDirReader, serviceWorker];
}
