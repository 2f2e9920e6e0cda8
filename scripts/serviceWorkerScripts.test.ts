import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Script } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIST, ensureClientBuilt } from './clientBuild.ts';
import { SW_NOTIFICATIONS_FILE } from './pwaPlugin.ts';

describe('the built service worker', () => {
  beforeAll(() => ensureClientBuilt(), 120_000);

  it('loads the notification handler, and the two scripts share a global scope without a clash', () => {
    const worker = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
    const notifications = readFileSync(path.join(DIST, SW_NOTIFICATIONS_FILE), 'utf8');
    const load = `importScripts("/${SW_NOTIFICATIONS_FILE}")`;
    expect(worker).toContain(load);
    // importScripts evaluates the file in sw.js's global scope: a top-level name both declare is a
    // SyntaxError there, and the browser then installs no service worker at all. The handler declares
    // nothing at the top: it is one expression, which parses in the call's place.
    const expression = notifications.trim().replace(/;$/, '');
    expect(() => new Script(worker.replace(load, expression))).not.toThrow();
  });
});
