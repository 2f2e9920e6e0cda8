import type { Page } from 'playwright-core';

/** A text box that does not hold its text: the text is cut (ellipsis, hidden) or sticks out of its box. */
export interface Overflow {
  path: string;
  text: string;
  scrollWidth: number;
  clientWidth: number;
}

/**
 * Runs in the page: every box that holds text on the shown screen (the box of each text node, and the
 * boxes around it up to <main>'s page or the tab bar) whose content is wider than the box
 * (`scrollWidth > clientWidth`), which is what clipped, ellipsised or protruding text looks like in the DOM.
 * Skipped on purpose: deliberate horizontal scrollers (the category chips) and what they hold, text
 * hidden from view (display:none, the visually hidden live region), form fields, the chart's drawing, and
 * boxes matching the caller's `givesWay` selector (text a layout shortens on purpose).
 */
// Plain JavaScript run in the page (a string, so no build helper such as esbuild's __name leaks into it).
const FIND_OVERFLOWS = `((givesWay) => {
  const found = new Map();
  const describe = (element) => {
    const parts = [];
    for (let node = element; node && parts.length < 3; node = node.parentElement) {
      const name = (node.getAttribute('class') || '').split(' ')[0].replace(/^_|_[\\w-]+$/g, '');
      parts.unshift(node.tagName.toLowerCase() + (name ? '.' + name : ''));
    }
    return parts.join(' > ');
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent || '').trim();
    const parent = node.parentElement;
    if (!text || !parent || parent.closest('[data-chart-state] > div, #boot, input, textarea, select, option')) continue;
    if (parent.getClientRects().length === 0) continue;
    let element = parent;
    while (element && element !== document.body) {
      const style = getComputedStyle(element);
      if (style.clipPath !== 'none' || style.overflowX === 'auto' || style.overflowX === 'scroll') break;
      const shortened = givesWay !== '' && element.matches(givesWay);
      if (!shortened && style.display !== 'inline' && style.display !== 'contents' && element.clientWidth > 0) {
        if (element.scrollWidth > element.clientWidth + 1 && !found.has(element)) {
          found.set(element, {
            path: describe(element),
            text: (element.innerText || text).replace(/\\s+/g, ' ').slice(0, 60),
            scrollWidth: element.scrollWidth,
            clientWidth: element.clientWidth,
          });
        }
      }
      if (element.tagName === 'MAIN' || element.tagName === 'NAV') break;
      element = element.parentElement;
    }
  }
  return [...found.values()];
})`;

/** What FIND_OVERFLOWS finds on the page, less the boxes matching `givesWay` (a CSS selector; none if empty). */
export async function overflowsOn(page: Page, givesWay = ''): Promise<Overflow[]> {
  return page.evaluate<Overflow[]>(`${FIND_OVERFLOWS}(${JSON.stringify(givesWay)})`);
}

/** Client-side navigation (no reload): the router follows pushState + popstate. */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Waits until the screen's text stops changing (data arrived, skeletons replaced), at most `limitMs`. */
export async function settle(page: Page, limitMs = 3000): Promise<void> {
  const started = Date.now();
  let before = '';
  let steady = 0;
  while (Date.now() - started < limitMs) {
    const now = await page.evaluate(() => {
      const loading = document.querySelectorAll('[aria-hidden="true"][style*="border-radius"], [role="progressbar"]');
      const busy = [...loading].some((element) => element.getClientRects().length > 0);
      return `${busy ? 'busy' : ''}${document.querySelector('main')?.innerText.length ?? 0}|${location.pathname}`;
    });
    steady = now === before && !now.startsWith('busy') ? steady + 1 : 0;
    if (steady >= 2) return;
    before = now;
    await page.waitForTimeout(50);
  }
}
