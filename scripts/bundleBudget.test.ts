import { beforeAll, describe, expect, it } from 'vitest';
import { firstVisitBytes, initialChunks, initialJsGzipBytes } from './bundleBudget.ts';
import { DIST, ensureClientBuilt } from './clientBuild.ts';

/** Home route's initial JavaScript, gzip: Pixi, the chart, other locales and other screens load later. */
const HOME_INITIAL_JS_BUDGET = 150 * 1024;
/**
 * The first visit to `/` until live prices, brotli as served: index.html (shell and inline CSS), the
 * entry's JS, the chunks the home page loads at start, the realtime worker and the user's locale.
 * Measured at 153 KB (146 + 7 for Russian) when set at 160 KB; 168.6 KB (160.2 + 8.4) once the order review,
 * journeys, appearance and back-office settings texts joined every locale, so the budget is now the
 * first-load goal itself, 170 KB; 169.7 KB (161.3 + 8.4) once index.html held the app's entry back in a
 * JSON block (src/boot/appEntry.ts); 170.0 KB (161.9 + 8.4) with the chart's New York offset read through
 * Temporal; 168.4 KB (161.2 + 7.1) once the back office's texts left the app's locales (src/admin/locales);
 * 169.9 KB (162.4 + 7.5) with the home list's bid/ask board; 170.8 KB (163.6 + 7.2) with the price-alert
 * notice every logged-in screen shows (its code, texts and the worker's check of the push) and the service
 * worker's notification handler, after the alerts page's and the position sheet's texts moved to their own
 * chunks. Raised to 172 KB for those: the first-load goal proper, the bytes before the first price on a
 * slow link, is far below it (12.3 KB, `npm run bench -- first-load`). 172.1 KB (164.5 + 7.7) with the
 * walks' texts (pending order kinds, lot forms per language, clearer refusals); 169.6 KB (163.4 + 6.2) once
 * the payment screens' texts moved to their own chunk (src/screens/mine/payments/locales).
 */
const FIRST_VISIT_BUDGET = 172 * 1024;

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

  it(`keeps a first visit to / under ${FIRST_VISIT_BUDGET / 1024} KB as sent (brotli), in any language`, () => {
    const visit = firstVisitBytes(DIST);
    const total = visit.bytes + visit.largestLocale.bytes;
    console.log(
      `first visit to /: ${(visit.bytes / 1024).toFixed(1)} KB brotli in ${visit.files.length} files, ` +
        `+ ${(visit.largestLocale.bytes / 1024).toFixed(1)} KB for the largest locale (${visit.largestLocale.file})`,
    );
    expect(visit.files).toContain('index.html');
    expect(visit.files.some((file) => /assets\/worker-/.test(file))).toBe(true);
    expect(visit.largestLocale.bytes).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(FIRST_VISIT_BUDGET);
  });
});
