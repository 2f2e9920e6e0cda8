import type { Browser } from 'playwright-core';

export interface OfflineVisitFigures {
  /** first frame with the shell's frame on screen (its skeleton rows or the app's rows) */
  shellMs: number;
  /** first frame with a market row showing a price (the device's last known quotes) */
  lastQuotesMs: number;
  /** first frame with the app's rows up and its prices marked not live */
  markedStaleMs: number;
}

// A string, not a function: tsx would wrap named functions in a __name() helper the page lacks.
const PROBE = `
  window.offlineVisit = { shell: -1, quotes: -1, stale: -1 };
  (function frame() {
    var probe = window.offlineVisit;
    var now = performance.now();
    if (probe.shell < 0 && document.querySelector('#boot .boot-row, [data-skeleton], button[data-code]')) probe.shell = now;
    var price = document.querySelector('[data-code] > span:nth-of-type(3)');
    if (probe.quotes < 0 && price && price.textContent) probe.quotes = now;
    if (probe.stale < 0 && document.querySelector('button[data-code]') && document.querySelector('[data-prices="stale"]')) probe.stale = now;
    if (probe.stale < 0 || probe.quotes < 0) requestAnimationFrame(frame);
  })();
`;

const SAVED_QUOTES_WAIT_MS = 4_000;

/**
 * A second visit with the network off: `url` is visited online once (the service worker installs and
 * takes control, the app keeps the last quotes on the device), then the phone goes offline and the page
 * is opened again. Times are from the start of that second navigation.
 */
export async function offlineVisitRun(browser: Browser, url: string): Promise<OfflineVisitFigures> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.locator('button[data-code]').first().waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    // the app writes the last quotes to the device every few seconds, when idle
    await page.waitForTimeout(SAVED_QUOTES_WAIT_MS);
    await context.setOffline(true);
    await page.addInitScript({ content: PROBE });
    await page.reload({ waitUntil: 'commit' });
    await page.waitForFunction(
      () => {
        const probe = (window as { offlineVisit?: { quotes: number; stale: number } }).offlineVisit;
        return probe !== undefined && probe.quotes >= 0 && probe.stale >= 0;
      },
      undefined,
      { timeout: 30_000, polling: 100 },
    );
    const probe = (await page.evaluate('window.offlineVisit')) as { shell: number; quotes: number; stale: number };
    return { shellMs: probe.shell, lastQuotesMs: probe.quotes, markedStaleMs: probe.stale };
  } finally {
    await context.close();
  }
}
