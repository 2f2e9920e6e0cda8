import { type ComponentType, lazy } from 'react';

/** A screen whose code may come from a lazy chunk; `current()` is what to render now. */
export interface LoadableScreen {
  current(): ComponentType;
  /** After a failed load: the next render imports the chunk again instead of replaying the failure. */
  resetIfFailed(): void;
}

/**
 * React.lazy keeps a rejected import for good, so one failed chunk (offline, server down) would fail
 * that screen until a reload. This wraps it so a reset after a failure makes a fresh `import()`.
 */
export function retryableLazy(load: () => Promise<{ default: ComponentType }>): LoadableScreen {
  let failed = false;
  const attempt = () =>
    load().catch((error: unknown) => {
      failed = true;
      throw error;
    });
  let component = lazy(attempt);
  return {
    current: () => component,
    resetIfFailed() {
      if (!failed) return;
      failed = false;
      component = lazy(attempt);
    },
  };
}

/** A screen in the main bundle: nothing to load, nothing to retry. */
export function eagerScreen(component: ComponentType): LoadableScreen {
  return { current: () => component, resetIfFailed: () => undefined };
}

/** A screen's chunk and its texts (kept out of the app's locale), loaded side by side; it shows once both are here. */
export function withTexts<Page>(page: Promise<Page>, texts: Promise<void>): Promise<Page> {
  return Promise.all([page, texts]).then(([loaded]) => loaded);
}
