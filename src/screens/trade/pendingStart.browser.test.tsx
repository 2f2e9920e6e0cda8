import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSymbol } from '../../../workers/realtime/testing/fakeSymbol.ts';
import { changeLanguage } from '../../i18n/i18n.ts';
import type { Rendered } from '../../testing/render.tsx';
import { settle } from '../../testing/render.tsx';
import { renderOrderForm } from './testing/renderOrderForm.tsx';

vi.mock('../../realtime/ensureRealtime.ts', () => ({
  realtime: () => new Promise(() => undefined),
  ensureRealtime: () => undefined,
}));

const OFFERED = [{ Value: 100 }];

/** Switches the form to a pending order as a user would; the price box's value then. */
async function switchToPending(view: Rendered): Promise<string> {
  const tab = [...view.container.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find(
    (element) => element.textContent === 'Pending',
  );
  if (!tab) throw new Error('no Pending tab');
  await act(async () => tab.click());
  await settle(50);
  const box = [...view.container.querySelectorAll('label')]
    .find((label) => label.textContent?.startsWith('Price'))
    ?.querySelector('input');
  if (!box) throw new Error('no price box');
  return box.value;
}

describe('a pending order as the form starts it', () => {
  let view: Rendered | undefined;
  beforeEach(async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    await changeLanguage('en');
  });
  afterEach(() => {
    view?.unmount();
    view = undefined;
    vi.restoreAllMocks();
  });

  it('starts outside the stops level, so the form opens without refusing it', async () => {
    // EURUSD at 1.16520 with a 40-point level: 1.16480 is the edge, 40 points more is where it starts
    view = await renderOrderForm(
      { ...fakeSymbol(1, 'EURUSD', '1.16520'), HasForexMultiple: OFFERED, stops_level: 40 },
      390,
    );
    expect(await switchToPending(view)).toBe('1.16440');
    expect(view.container.textContent).not.toContain('too close to the market');
  });

  it('starts at the market price where the symbol has no stops level', async () => {
    view = await renderOrderForm({ ...fakeSymbol(1, 'EURUSD', '1.16520'), HasForexMultiple: OFFERED }, 390);
    expect(await switchToPending(view)).toBe('1.16520');
  });
});
