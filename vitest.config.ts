import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.ts';
import { installMapGroupBy } from './scripts/node20Compat.ts';

installMapGroupBy();

export default defineConfig({
  test: {
    projects: [
      {
        extends: './vite.config.ts',
        test: {
          name: 'unit',
          environment: 'node',
          // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine
          maxWorkers: 2,
          include: ['{protocol,server,workers,render,src,bench,scripts}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.db.test.ts', '**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          // two files at a time: much of a server test's time is spent waiting on PostgreSQL
          maxWorkers: 2,
          include: ['server/**/*.db.test.ts'],
          // every test database, PGlite or PostgreSQL, starts as a copy of one made once per run
          globalSetup: ['./server/testing/databaseTemplates.globalSetup.ts'],
          setupFiles: ['./server/testing/databaseTemplates.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './vite.config.ts',
        // Pre-bundled up front: a dependency first met mid-run makes Vite reload the test page, which can
        // leave a test file's frame uninitialised (seen with Pixi behind the lazy mini-chart seam). Pixi's
        // own modules are imported by path (render/pixi.ts), not pre-bundled; the libraries they import are.
        optimizeDeps: {
          include: [
            '@tanstack/react-query',
            'eventemitter3',
            '@pixi/colord',
            '@pixi/colord/plugins/names',
            'ismobilejs',
            'earcut',
            'tiny-lru',
          ],
        },
        test: {
          name: 'browser',
          include: ['{src,render,workers}/**/*.browser.test.{ts,tsx}'],
          setupFiles: ['./src/testing/browserSetup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] } }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 390, height: 844 },
          },
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['./e2e/globalSetup.ts'],
          setupFiles: ['./e2e/dataDirTemplate.setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // two journeys at a time, each with its own server, data directory and browser: a journey spends
          // much of its time waiting on its server and page, and one at a time took 14.5 min on a 2-core CI
          // machine where two at a time took 10.3
          maxWorkers: 2,
          // a real server and Chromium on a busy 2-core CI machine: a page can take seconds to show its
          // data, so expect.poll waits up to 10 s (1 s by default)
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
