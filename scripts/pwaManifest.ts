import type { ManifestOptions } from 'vite-plugin-pwa';

/** The page and splash colour (index.html's theme-color says the same). */
export const THEME_COLOR = '#0d111a';
/** The icon's own tile colour: the maskable and apple-touch icons are drawn on it, so no seam shows. */
export const ICON_BACKGROUND = '#141a26';

/** The PNG icons under public/ (written by scripts/generate-icons.ts, committed). */
export const ICON_FILES = {
  any192: 'icons/icon-192.png',
  any512: 'icons/icon-512.png',
  maskable512: 'icons/icon-maskable-512.png',
  appleTouch180: 'icons/apple-touch-icon.png',
} as const;

/** The web app manifest vite-plugin-pwa writes as /manifest.webmanifest and links from index.html. */
export const WEB_APP_MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: 'Pipwave',
  short_name: 'Pipwave',
  description: 'Pipwave: forex and CFD quotes, charts and trading',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  background_color: THEME_COLOR,
  theme_color: THEME_COLOR,
  icons: [
    { src: `/${ICON_FILES.any192}`, sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: `/${ICON_FILES.any512}`, sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: `/${ICON_FILES.maskable512}`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
};
