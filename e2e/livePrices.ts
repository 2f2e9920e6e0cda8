import type { Page } from 'playwright-core';

/**
 * The text of each home-list row the user can see right now (code, name, price, change), by symbol. Rows
 * the list keeps ready out of sight are left out: they are brought up to date when they scroll into view.
 */
export async function shownPrices(page: Page): Promise<Map<string, string>> {
  const rows = await page.locator('[data-code]').evaluateAll((elements) =>
    elements
      .filter((row) => {
        const box = row.getBoundingClientRect();
        let top = 0;
        let bottom = window.innerHeight;
        for (let parent = row.parentElement; parent; parent = parent.parentElement) {
          const overflow = getComputedStyle(parent).overflowY;
          if (overflow !== 'auto' && overflow !== 'scroll' && overflow !== 'hidden') continue;
          const clip = parent.getBoundingClientRect();
          top = Math.max(top, clip.top);
          bottom = Math.min(bottom, clip.bottom);
        }
        return box.bottom > top && box.top < bottom;
      })
      .map((row) => [row.getAttribute('data-code') ?? '', row.textContent ?? ''] as const),
  );
  return new Map(rows);
}

/** Waits until at least one visible row's text differs from `before` (price or change moved). */
export async function waitForMovement(page: Page, before: Map<string, string>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const now = await shownPrices(page);
    if ([...now].some(([code, text]) => before.has(code) && before.get(code) !== text)) return Date.now() - started;
    await page.waitForTimeout(100);
  }
  throw new Error(`no price moved within ${timeoutMs} ms`);
}

/**
 * A symbol's row of the app's home list (a button). index.html's shell paints rows of its own with the
 * first prices before the app's code runs; waiting for this one waits for the app.
 */
export function appRow(page: Page, code = 'EURUSD') {
  return page.locator(`button[data-code="${code}"]`);
}
