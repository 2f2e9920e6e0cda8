import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { buildTestApp } from '../testing/testApp.ts';
import { testDatabases } from '../testing/testDatabases.ts';

// The production client build, as `npm start` serves it (`npm test` builds it before this runs).
const DIST = path.resolve(import.meta.dirname, '..', '..', 'dist');

interface ViteChunk {
  file: string;
  dynamicImports?: string[];
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe.each(testDatabases())('the built client as served, on $name', (target) => {
  let database: DatabaseHandle;
  let app: App;

  beforeAll(async () => {
    if (!existsSync(path.join(DIST, 'sw.js'))) {
      throw new Error(`no client build with a service worker in ${DIST}: run \`npx vite build\` first`);
    }
    database = await target.open();
    app = await buildTestApp(database, {}, {}, { staticDir: DIST });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('serves the service worker as JavaScript that is always revalidated, never the app page', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).not.toMatch(/<!doctype html>/i);
    expect(response.body).toContain('workbox');
  });

  it('precaches the shell and every user screen chunk, but not the back office', async () => {
    const worker = (await get('/sw.js')).body;
    const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ViteChunk
    >;
    const screens = (manifest['index.html']?.dynamicImports ?? []).filter((key) => key.startsWith('src/screens/'));
    expect(screens.length).toBeGreaterThan(20);
    expect(worker).toContain('"index.html"');
    for (const key of screens) expect(worker, key).toContain(`"${manifest[key]?.file}"`);
    expect(worker).toContain('"logos/EURUSD.svg"');
    expect(worker).toContain(`"${manifest['src/i18n/locales/en.json']?.file}"`);
    // the back office's entry, as the build's precache filter (scripts/pwaPrecache.ts) names it
    const backOffice = manifest['src/admin/adminEntry.ts']?.file;
    expect(backOffice, 'the back office chunk in the build manifest').toMatch(/^assets\/.+\.js$/);
    expect(worker).not.toContain(`"${backOffice}"`);
    // nor its texts: a locale file of the back office is not one of the app's
    const adminEnglish = manifest['src/admin/locales/en.json']?.file;
    expect(adminEnglish, 'the back office English texts in the build manifest').toMatch(/^assets\/.+\.js$/);
    expect(worker).not.toContain(`"${adminEnglish}"`);
  });

  it('serves a real robots.txt that keeps crawlers out of the back office and the API', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /api/']));
    expect(lines).not.toContain('Disallow: /');
  });

  it('lists 192, 512 and maskable PNG icons in the manifest, each served as a PNG of that size', async () => {
    const page = (await get('/')).body;
    const manifestHref = /<link rel="manifest" href="([^"]+)"/.exec(page)?.[1];
    expect(manifestHref).toBe('/manifest.webmanifest');
    const response = await get(manifestHref ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = response.json<{ icons: ManifestIcon[]; theme_color: string; start_url: string }>();
    expect(manifest.start_url).toBe('/');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of pngs) {
      const file = await get(icon.src);
      expect(file.statusCode, icon.src).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      const { width, height } = pngSize(file.rawPayload);
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });

  it('links a 180 px apple-touch-icon from the page', async () => {
    const page = (await get('/')).body;
    const href = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(page)?.[1];
    expect(href).toBeDefined();
    const file = await get(href ?? '');
    expect(file.headers['content-type']).toBe('image/png');
    expect(pngSize(file.rawPayload)).toEqual({ width: 180, height: 180 });
  });

  it('revalidates the page on every visit and caches hashed assets for good', async () => {
    for (const url of ['/', '/index.html', '/trade', '/mine/history?x=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    // the page names its entry chunk in the JSON block its early script starts the app from (src/boot)
    const block = /<script type="application\/json" id="app-entry">([^<]+)<\/script>/.exec((await get('/')).body)?.[1];
    const entry = (JSON.parse(block ?? '{}') as { entry?: unknown }).entry;
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const asset = await get(String(entry));
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers HEAD for a client route as GET does (link checkers, uptime probes), without a body', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/trade?code=EURUSD' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.body).toBe('');
  });

  it('answers a missing file with a 404, never with the app page a browser would misread', async () => {
    for (const url of [
      '/assets/TradeScreen-0ld8uild.js',
      '/assets/index-gone.css',
      '/workbox-1234abcd.js',
      '/icons/icon-1024.png',
      '/sw.js.map',
      '/..%2f..%2fpackage.json',
      '/assets/..%2f..%2fpackage.json',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toMatch(/text\/html/);
    }
    // client routes (no extension) still get the app, the back office included
    for (const url of ['/admin', '/admin/users', '/news/detail?id=3']) {
      expect((await get(url)).headers['content-type'], url).toMatch(/^text\/html/);
    }
  });
});
