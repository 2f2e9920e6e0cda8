import { act, type ComponentType, type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Rendered, render, settle } from '../testing/render.tsx';
import { retryableLazy } from './retryableLazy.ts';
import { GuardedScreen } from './ScreenBoundary.tsx';

function Loaded() {
  return <p>screen content</p>;
}

/** An import that fails while `network.up` is false, counting every attempt. */
function flakyImport(network: { up: boolean }) {
  const attempts = { count: 0 };
  const load = async (): Promise<{ default: ComponentType }> => {
    attempts.count += 1;
    if (!network.up) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: Loaded };
  };
  return { load, attempts };
}

function inShell(children: ReactNode) {
  return (
    <div>
      <Suspense fallback={null}>{children}</Suspense>
      <nav>tab bar</nav>
    </div>
  );
}

describe('a screen whose chunk fails to load', () => {
  let view: Rendered | undefined;
  afterEach(() => view?.unmount());

  const text = () => view?.container.textContent ?? '';
  const retryButton = () =>
    view?.container.querySelector<HTMLButtonElement>('[data-testid="screen-load-failed"] button');

  it('shows a translated retry in its place, keeps the rest, and does not import again until asked', async () => {
    const network = { up: false };
    const { load, attempts } = flakyImport(network);
    const screen = retryableLazy(load);
    view = await render(inShell(<GuardedScreen screen={screen} />));
    await settle(300);
    expect(text()).toContain('This screen could not load. Check your connection and try again.');
    expect(text()).toContain('tab bar');
    // React.lazy would replay the failure for good; a suspended tree is also mounted again when its
    // import settles: neither may turn into a loop of imports while offline
    expect(attempts.count).toBe(1);

    // still down: a tap tries once more and shows the message again
    await act(async () => retryButton()?.click());
    await settle(100);
    expect(attempts.count).toBe(2);
    expect(text()).toContain('This screen could not load');

    network.up = true;
    await act(async () => retryButton()?.click());
    await settle(100);
    expect(attempts.count).toBe(3);
    expect(text()).toContain('screen content');
    expect(view.container.querySelector('[data-testid="screen-load-failed"]')).toBeNull();
  });

  it('tries again by itself when the browser comes back online', async () => {
    const network = { up: false };
    const { load } = flakyImport(network);
    view = await render(inShell(<GuardedScreen screen={retryableLazy(load)} />));
    await settle(200);
    expect(text()).toContain('This screen could not load');
    network.up = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await settle(100);
    expect(text()).toContain('screen content');
  });

  it('loads afresh when the screen is opened again after a failure', async () => {
    const network = { up: false };
    const { load, attempts } = flakyImport(network);
    const screen = retryableLazy(load);
    view = await render(inShell(<GuardedScreen screen={screen} />));
    await settle(200);
    expect(text()).toContain('This screen could not load');
    view.unmount();

    network.up = true;
    view = await render(inShell(<GuardedScreen screen={screen} />));
    await settle(100);
    expect(text()).toContain('screen content');
    expect(attempts.count).toBe(2);
  });
});
