import { afterEach, describe, expect, it } from 'vitest';
import { afterNextPaint, startAppEntry } from './appEntry.ts';
import { APP_ENTRY_ID, type AppEntry } from './appEntryShape.ts';

declare global {
  interface Window {
    appEntryRan?: number;
  }
}

/** A module that counts its runs, standing in for the app's entry chunk. */
const ENTRY = URL.createObjectURL(
  new Blob(['window.appEntryRan = (window.appEntryRan ?? 0) + 1;'], { type: 'text/javascript' }),
);

function addBlock(entry: AppEntry): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = APP_ENTRY_ID;
  block.textContent = JSON.stringify(entry);
  document.head.append(block);
}

const hints = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[href*="/test-chunks/"]')].map((link) => [
    new URL(link.href).pathname,
    link.rel,
    link.as,
  ]);

describe("the app's held-back entry (index.html, src/boot/appEntry.ts)", () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[href*="/test-chunks/"]')) link.remove();
    document.getElementById(APP_ENTRY_ID)?.remove();
    window.appEntryRan = undefined;
  });

  it("runs the entry once, then preloads the entry's chunks and the frame's screen over several tasks", async () => {
    const preload = ['a', 'b', 'c', 'd', 'e'].map((name) => `/test-chunks/${name}.js`);
    addBlock({ entry: ENTRY, preload, frames: { trade: ['/test-chunks/Trade.js', '/test-chunks/Trade.css'] } });
    startAppEntry('trade');
    startAppEntry('trade');
    // no hint in the task that starts the entry: every hint starts a request, a cost on a slow phone
    expect(hints()).toEqual([]);
    await expect.poll(() => window.appEntryRan).toBe(1);
    await expect.poll(() => hints().length).toBe(7);
    expect(hints()).toEqual([
      ...preload.map((href) => [href, 'modulepreload', '']),
      ['/test-chunks/Trade.js', 'modulepreload', ''],
      ['/test-chunks/Trade.css', 'stylesheet', ''],
    ]);
    expect(document.getElementById(APP_ENTRY_ID)).toBeNull();
  });

  it("preloads only the entry's chunks for a frame without a screen of its own", async () => {
    addBlock({ entry: ENTRY, preload: ['/test-chunks/a.js'], frames: { trade: ['/test-chunks/Trade.js'] } });
    startAppEntry('home');
    await expect.poll(() => hints().length).toBe(1);
    await afterNextPaint(100);
    expect(hints()).toEqual([['/test-chunks/a.js', 'modulepreload', '']]);
  });

  it('does nothing on a page without the block (the dev server runs its entry itself)', async () => {
    startAppEntry('home');
    await afterNextPaint(100);
    expect(window.appEntryRan).toBeUndefined();
    expect(hints()).toEqual([]);
  });
});
