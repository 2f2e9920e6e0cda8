import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSymbol } from '../../../workers/realtime/testing/fakeSymbol.ts';
import { changeLanguage } from '../../i18n/i18n.ts';
import { useLeverageChoice } from '../../stores/leverageChoice.ts';
import type { Rendered } from '../../testing/render.tsx';
import { renderOrderForm } from './testing/renderOrderForm.tsx';

vi.mock('../../realtime/ensureRealtime.ts', () => ({
  realtime: () => new Promise(() => undefined),
  ensureRealtime: () => undefined,
}));

const OFFERED = [{ Value: 10 }, { Value: 50 }, { Value: 100 }, { Value: 200 }];
const EURUSD = { ...fakeSymbol(1, 'EURUSD', '1.16520'), HasForexMultiple: OFFERED };
const GBPUSD = { ...fakeSymbol(2, 'GBPUSD', '1.31020'), HasForexMultiple: OFFERED };

function leverageBox(view: Rendered): HTMLSelectElement {
  const label = [...view.container.querySelectorAll('label')].find((item) => item.textContent === 'Multiplier');
  const box = label && view.container.querySelector<HTMLSelectElement>(`[id="${label.htmlFor}"]`);
  if (!box) throw new Error('no leverage box');
  return box;
}

async function choose(box: HTMLSelectElement, value: string): Promise<void> {
  await act(async () => {
    box.value = value;
    box.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe("the order form's leverage", () => {
  let view: Rendered | undefined;
  beforeEach(async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    localStorage.removeItem('pipwave.leverage');
    useLeverageChoice.setState({ bySymbol: {} });
    await changeLanguage('en');
  });
  afterEach(() => {
    view?.unmount();
    view = undefined;
    vi.restoreAllMocks();
  });

  it('starts at 100x, and at the multiple last chosen for that symbol when the form opens again', async () => {
    view = await renderOrderForm(EURUSD, 390);
    expect(leverageBox(view).value).toBe('100');
    await choose(leverageBox(view), '50');
    view.unmount();
    // kept on the device for the next visit
    expect(JSON.parse(localStorage.getItem('pipwave.leverage') ?? '{}').state.bySymbol).toEqual({ EURUSD: 50 });

    view = await renderOrderForm(EURUSD, 390);
    expect(leverageBox(view).value).toBe('50');
    view.unmount();
    // another symbol keeps its own
    view = await renderOrderForm(GBPUSD, 390);
    expect(leverageBox(view).value).toBe('100');
  });

  it('opens a reloaded page at the multiple an earlier visit chose', async () => {
    localStorage.setItem('pipwave.leverage', JSON.stringify({ state: { bySymbol: { EURUSD: 200 } }, version: 0 }));
    await useLeverageChoice.persist.rehydrate();
    view = await renderOrderForm(EURUSD, 390);
    expect(leverageBox(view).value).toBe('200');
  });

  it('starts at 100x when the multiple last chosen is no longer offered for the symbol', async () => {
    useLeverageChoice.getState().remember('EURUSD', 500);
    view = await renderOrderForm(EURUSD, 390);
    expect(leverageBox(view).value).toBe('100');
  });
});
