import { beforeAll, describe, expect, it } from 'vitest';
import { initialChunks, initialJsGzipBytes } from './bundleBudget.ts';
import { DIST, ensureClientBuilt } from './clientBuild.ts';

/** Home route's initial JavaScript, gzip: Pixi, the chart, other locales and other screens load later. */
const HOME_INITIAL_JS_BUDGET = 150 * 1024;

describe('bundle budget', () => {
  beforeAll(() => ensureClientBuilt(), 120_000);

  it('follows static imports from the entry and ignores lazy chunks', () => {
    const files = initialChunks({
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'] },
      '_vendor.js': { file: 'assets/vendor.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js' },
      'src/screens/trade/TradeScreen.tsx': { file: 'assets/TradeScreen.js', imports: ['_vendor.js'] },
    });
    expect(files.sort()).toEqual(['assets/index.js', 'assets/shared.js', 'assets/vendor.js']);
  });

  it(`keeps the home route's initial JS under ${HOME_INITIAL_JS_BUDGET / 1024} KB gzip`, () => {
    const { files, bytes } = initialJsGzipBytes(DIST);
    console.log(`home initial JS: ${(bytes / 1024).toFixed(1)} KB gzip in ${files.length} file(s)`);
    expect(files.length).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(HOME_INITIAL_JS_BUDGET);
  });
});
