import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { buildTestApp } from '../testing/testApp.ts';
import { testDatabases } from '../testing/testDatabases.ts';

const ASSET = '/assets/index-Ab12Cd34.js';
const ASSET_SOURCE = `export const rows = [${Array.from({ length: 400 }, (_, index) => `"row ${index}"`).join(',')}];\n`;
const INDEX_SOURCE = `<!doctype html><html><head><title>Pipwave</title></head><body>${'<div class="skeleton"></div>'.repeat(60)}<script type="module" src="${ASSET}"></script></body></html>`;

/** A built client as the build leaves it: each text file with its .br and .gz copy beside it. */
function writeBuiltClient(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pipwave-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  const write = (file: string, source: string) => {
    const full = path.join(dir, file);
    writeFileSync(full, source);
    writeFileSync(`${full}.br`, brotliCompressSync(source));
    writeFileSync(`${full}.gz`, gzipSync(source));
  };
  write(ASSET, ASSET_SOURCE);
  write('/index.html', INDEX_SOURCE);
  return dir;
}

function decoded(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

describe.each(testDatabases())('compressed transfer on $name', (target) => {
  let database: DatabaseHandle;
  let app: App;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = writeBuiltClient();
    database = await target.open();
    app = await buildTestApp(database, {}, {}, { staticDir });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const fetchAs = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends a hashed asset as brotli to a browser, cached for a year, varying on Accept-Encoding', async () => {
    const response = await fetchAs(ASSET, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(ASSET_SOURCE.length / 3);
    expect(decoded('br', response.rawPayload)).toBe(ASSET_SOURCE);
  });

  it('falls back to gzip, then to the plain file, following what the client accepts', async () => {
    const gzipOnly = await fetchAs(ASSET, 'gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(decoded('gzip', gzipOnly.rawPayload)).toBe(ASSET_SOURCE);
    expect(String(gzipOnly.headers.vary)).toMatch(/accept-encoding/i);

    // brotli refused explicitly (q=0): never sent brotli
    const brRefused = await fetchAs(ASSET, 'br;q=0, gzip');
    expect(brRefused.headers['content-encoding']).toBe('gzip');

    for (const acceptEncoding of [undefined, 'identity', 'compress, x-unknown', 'br;q=0, gzip;q=0']) {
      const plain = await fetchAs(ASSET, acceptEncoding);
      expect(plain.statusCode, String(acceptEncoding)).toBe(200);
      expect(plain.headers['content-encoding'], String(acceptEncoding)).toBeUndefined();
      expect(plain.rawPayload.toString()).toBe(ASSET_SOURCE);
      expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends index.html compressed but always revalidated, at / and at every client route', async () => {
    for (const url of ['/', '/trade?code=EURUSD', '/mine/history']) {
      const response = await fetchAs(url, 'gzip, br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(String(response.headers.vary), url).toMatch(/accept-encoding/i);
      expect(decoded('br', response.rawPayload), url).toBe(INDEX_SOURCE);
    }
    const plain = await fetchAs('/trade', undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX_SOURCE);
  });

  it('compresses API JSON of 1 KB and more, and leaves small replies alone', async () => {
    const large = await fetchAs('/v1/api/forex/trade_list', 'gzip, deflate, br');
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(String(large.headers.vary)).toMatch(/accept-encoding/i);
    const list = JSON.parse(decoded('br', large.rawPayload)) as { code: number; data: unknown[] };
    expect(list.code).toBe(1);
    expect(list.data.length).toBeGreaterThan(20);

    const gzipped = await fetchAs('/v1/api/forex/trade_list', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded('gzip', gzipped.rawPayload))).toMatchObject({ code: 1 });

    const plain = await fetchAs('/v1/api/forex/trade_list');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toMatchObject({ code: 1 });

    const small = await fetchAs('/api/company/getCompanyStatus', 'gzip, br');
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: 1 });
  });

  it('answers an unknown API path with a JSON envelope, not the app, however it is asked', async () => {
    const response = await fetchAs('/v1/api/nothing-here', 'br');
    expect(response.statusCode).toBe(404);
    expect(decoded(response.headers['content-encoding'] as string | undefined, response.rawPayload)).toMatch(/"code"/);
  });
});
