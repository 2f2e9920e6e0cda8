import { APP_ENTRY_ID, isAppEntry } from './appEntryShape.ts';

/**
 * Hints added per task: each one starts a request, about a millisecond of main thread on a slow phone,
 * so a screen's dozen hints in one go would be a long task (input waits for it).
 */
const HINTS_PER_TASK = 4;

/**
 * A module chunk is preloaded; a screen's stylesheet is linked at once (its class names are the screen's
 * own, so it changes nothing on the page until the screen renders), which the app's lazy loader then finds
 * in place instead of adding it and waiting for it.
 */
function preloadHint(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  if (href.endsWith('.css')) {
    link.rel = 'stylesheet';
  } else {
    link.rel = 'modulepreload';
    link.crossOrigin = '';
  }
  link.href = href;
  return link;
}

function addHints(hrefs: readonly string[]): void {
  if (hrefs.length === 0) return;
  document.head.append(...hrefs.slice(0, HINTS_PER_TASK).map(preloadHint));
  setTimeout(() => addHints(hrefs.slice(HINTS_PER_TASK)), 0);
}

/**
 * Starts the app, once: its entry module script, then preload hints for the chunks it needs at once and
 * for the lazy screen of the shell's `frame`, so they download beside the entry instead of after it has
 * run (the app's lazy loader finds them already there). The built index.html holds all of it back
 * (scripts/bootShell.ts) so that the shell's first prices are not queued behind 150 KB of JavaScript
 * on a slow link; the dev server's page has a plain entry script and no block (nothing to do).
 */
export function startAppEntry(frame: string | null | undefined): void {
  const block = document.getElementById(APP_ENTRY_ID);
  if (!block) return;
  block.remove();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(block.textContent ?? '');
  } catch {
    parsed = null;
  }
  if (!isAppEntry(parsed)) throw new Error('index.html: the app entry block is malformed');
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = parsed.entry;
  document.head.append(script);
  const screen = frame && Object.hasOwn(parsed.frames, frame) ? (parsed.frames[frame] ?? []) : [];
  setTimeout(() => addHints([...parsed.preload, ...screen]), 0);
}

/** Resolves once the browser has painted the current DOM (after the next frame), or after `timeoutMs`. */
export function afterNextPaint(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    // a hidden tab runs no frames: the timeout still starts the app
    const timer = setTimeout(resolve, timeoutMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
