import type { Page } from 'playwright-core';

/**
 * Counts, in the page, React commits and the components each commit rendered (in all, inside the order
 * form, and outside the trade screen's live header: the section around [data-last-price]) through a devtools-style hook React calls on every commit (production builds included; its tree
 * walk is part of the measured time), and long tasks. A string, not a function: tsx would wrap named arrow
 * functions in a __name() helper the page lacks.
 */
export const SCREEN_COUNTERS_SCRIPT = `
  window.reactCommits = 0;
  window.componentRenders = 0;
  window.orderFormRenders = 0;
  window.outsideHeaderRenders = 0;
  window.longTasks = [];
  // components that rendered in a commit: React's PerformedWork flag (1) on a fiber object not
  // already flagged in the previous commit of the same root (an untouched subtree keeps its old fibers)
  var flaggedBefore = new WeakMap();
  var COMPONENT_TAGS = [0, 1, 11, 14, 15];
  function firstElement(fiber) {
    while (fiber) {
      if (fiber.stateNode instanceof Element) return fiber.stateNode;
      fiber = fiber.child;
    }
    return null;
  }
  function countRenders(root) {
    var margin = document.querySelector('[data-testid="estimated-margin"]');
    var form = margin ? margin.closest('section') : null;
    var lastPrice = document.querySelector('[data-last-price]');
    var header = lastPrice ? lastPrice.closest('section') : null;
    var flagged = new Set();
    var before = flaggedBefore.get(root) || new Set();
    var stack = [root.current];
    while (stack.length > 0) {
      var fiber = stack.pop();
      if (COMPONENT_TAGS.indexOf(fiber.tag) >= 0 && (fiber.flags & 1) === 1) {
        flagged.add(fiber);
        if (!before.has(fiber)) {
          window.componentRenders += 1;
          var element = firstElement(fiber);
          if (form && element && form.contains(element)) window.orderFormRenders += 1;
          if (!header || !element || !header.contains(element)) window.outsideHeaderRenders += 1;
        }
      }
      if (fiber.child) stack.push(fiber.child);
      if (fiber.sibling) stack.push(fiber.sibling);
    }
    flaggedBefore.set(root, flagged);
  }
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: function (renderer) { this.renderers.set(1, renderer); return 1; },
    onCommitFiberRoot: function (id, root) {
      window.reactCommits += 1;
      countRenders(root);
    },
    onCommitFiberUnmount: function () {},
    onPostCommitFiberRoot: function () {},
    checkDCE: function () {},
  };
  new PerformanceObserver(function (list) {
    for (const entry of list.getEntries()) window.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
`;

export interface ScreenCounters {
  commits: number;
  renders: number;
  formRenders: number;
  /** components rendered outside the trade screen's live header (all of them on other screens) */
  outsideHeaderRenders: number;
  /** long tasks over 50 ms */
  longTasks: number;
}

/** The counters SCREEN_COUNTERS_SCRIPT keeps, now. */
export function readScreenCounters(page: Page): Promise<ScreenCounters> {
  return page.evaluate(() => {
    const w = window as unknown as {
      reactCommits: number;
      componentRenders: number;
      orderFormRenders: number;
      outsideHeaderRenders: number;
      longTasks: number[];
    };
    return {
      commits: w.reactCommits,
      renders: w.componentRenders,
      formRenders: w.orderFormRenders,
      outsideHeaderRenders: w.outsideHeaderRenders,
      longTasks: w.longTasks.filter((duration) => duration > 50).length,
    };
  });
}
