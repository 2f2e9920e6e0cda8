import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { pngImage, realUser, upload } from '../payments/testing/paymentsHarness.ts';
import { buildTestApp } from '../testing/testApp.ts';
import { testDatabases } from '../testing/testDatabases.ts';

const INLINE_SCRIPT = "document.documentElement.dataset.shell = 'ready';";
const INLINE_STYLE = 'body{background:#0d111a}';
const PAGE = `<!doctype html><html><head><style>${INLINE_STYLE}</style>
<script type="module" crossorigin src="/assets/index-abc.js"></script></head>
<body><div id="root"></div><script>${INLINE_SCRIPT}</script></body></html>`;

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe.each(testDatabases())('security headers on $name', (target) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    database = await target.open();
    const staticDir = mkdtempSync(path.join(os.tmpdir(), 'pipwave-static-'));
    writeFileSync(path.join(staticDir, 'index.html'), PAGE);
    writeFileSync(path.join(staticDir, 'manifest.json'), '{}');
    app = await buildTestApp(database, {}, {}, { staticDir });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('sends the hardening headers on every kind of reply: page, file, API, validation error, 404, 401', async () => {
    const replies = await Promise.all([
      app.inject({ method: 'GET', url: '/' }),
      app.inject({ method: 'GET', url: '/trade/EURUSD' }),
      app.inject({ method: 'GET', url: '/manifest.json' }),
      app.inject({ method: 'GET', url: '/api/default/area_list' }),
      app.inject({ method: 'GET', url: '/v1/api/forex/kline?forex_id=zz' }),
      app.inject({ method: 'GET', url: '/api/nothing-here' }),
      app.inject({ method: 'GET', url: '/admin/api/users' }),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 400, 404, 401]);
    for (const reply of replies) {
      expect(reply.headers['x-content-type-options'], reply.body.slice(0, 80)).toBe('nosniff');
      expect(reply.headers['x-frame-options']).toBe('DENY');
      expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(reply.headers['permissions-policy']).toContain('camera=()');
      expect(directives(reply.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
    }
  });

  it('allows only its own origin for scripts, workers and sockets, and inline code only by the built page’s hashes', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", hashOf(INLINE_SCRIPT)]);
    expect(csp.get('style-src')).toEqual(["'self'", hashOf(INLINE_STYLE)]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(String(page.headers['content-security-policy'])).not.toMatch(/unsafe-(inline|eval)/);
  });

  it('keeps the stricter policy of an uploaded image (no scripts, sandboxed) over the app’s', async () => {
    const person = await realUser(database, Date.now());
    const stored = await upload(app, person.token, await pngImage());
    const image = await app.inject({
      method: 'GET',
      url: stored.data?.url ?? '',
      headers: { authorization: person.token },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['x-frame-options']).toBe('DENY');
  });
});
