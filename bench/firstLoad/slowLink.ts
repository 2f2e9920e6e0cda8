import type { Browser } from 'playwright-core';
import { startMainThreadDiagnostics } from '../mainThreadDiagnostics.ts';

/** A cheap phone on a poor mobile link: 400 kbit/s both ways, 400 ms round trip, CPU 4x slower. */
const SLOW_LINK = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 } as const;
const CPU_SLOWDOWN = 4;

export interface SlowLinkFigures {
  /** first frame with the market list's skeleton on screen (the shell's, or the app's) */
  skeletonMs: number;
  firstContentfulPaintMs: number;
  /** first frame with a market row showing its price */
  firstPriceMs: number;
  /** first price a row received from the live feed (its text changed after the first render) */
  firstLiveTickMs: number;
  /** everything fetched (compressed, headers included) until the first price was on screen */
  bytesBeforeFirstPrice: number;
}

// A string, not a function: tsx would wrap named functions in a __name() helper the page lacks.
const PROBE = `
  window.firstLoad = { skeleton: -1, price: -1, tick: -1, fcp: -1 };
  new PerformanceObserver(function (list) {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.firstLoad.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  var shownPrices = null;
  (function frame() {
    var probe = window.firstLoad;
    var now = performance.now();
    if (probe.skeleton < 0 && document.querySelector('#boot .boot-row, [data-skeleton]')) probe.skeleton = now;
    var prices = document.querySelectorAll('[data-code] > span:nth-of-type(3)');
    if (probe.price < 0 && prices.length > 0 && prices[0].textContent) {
      probe.price = now;
      shownPrices = Array.prototype.map.call(prices, function (cell) { return cell.textContent; });
    } else if (probe.tick < 0 && shownPrices) {
      for (var index = 0; index < prices.length && index < shownPrices.length; index += 1) {
        if (prices[index].textContent !== shownPrices[index]) { probe.tick = now; break; }
      }
    }
    if (probe.tick < 0) requestAnimationFrame(frame);
  })();
`;

interface Probe {
  skeleton: number;
  price: number;
  tick: number;
  fcp: number;
}

/** A first visit to `url` (a fresh browser context: empty cache and storage) on the slow link. */
export async function slowLinkRun(browser: Browser, url: string): Promise<SlowLinkFigures> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript({ content: PROBE });
    const stopDiagnostics = await startMainThreadDiagnostics(cdp, `slow link ${url}`);
    await page.goto(url, { waitUntil: 'commit' });
    // A function, not a string: the page's CSP has no 'unsafe-eval', which a string predicate needs.
    await page.waitForFunction(
      () => ((window as { firstLoad?: { tick: number } }).firstLoad?.tick ?? -1) >= 0,
      undefined,
      {
        timeout: 60_000,
        polling: 250,
      },
    );
    await stopDiagnostics();
    const probe = (await page.evaluate('window.firstLoad')) as Probe;
    const bytes = (await page.evaluate(`(() => {
      const until = window.firstLoad.price;
      let total = 0;
      for (const entry of performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource'))) {
        if (entry.responseEnd <= until) total += entry.transferSize;
      }
      return total;
    })()`)) as number;
    return {
      skeletonMs: probe.skeleton,
      firstContentfulPaintMs: probe.fcp,
      firstPriceMs: probe.price,
      firstLiveTickMs: probe.tick,
      bytesBeforeFirstPrice: bytes,
    };
  } finally {
    await context.close();
  }
}
