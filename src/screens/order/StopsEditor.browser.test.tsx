import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useUi } from '../../stores/ui.ts';
import { type Rendered, render, settle } from '../../testing/render.tsx';
import { testOrder } from '../../trading/testing/testOrder.ts';
import { loadOrderSheetTexts } from './orderSheetTexts.ts';
import { StopsEditor, type StopsToSave } from './StopsEditor.tsx';

/** Types `text` into an input as a user would (React reads the value on the input event). */
async function type(input: HTMLInputElement, text: string): Promise<void> {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe("a position's stops editor: the trailing stop", () => {
  let view: Rendered | undefined;
  beforeAll(() => loadOrderSheetTexts());
  afterEach(() => {
    view?.unmount();
    useUi.setState({ toasts: [] });
  });

  it('keeps "1e5", "-1" or "1.5" as typed and refuses it, never saving another number of points', async () => {
    const saved: StopsToSave[] = [];
    view = await render(
      <StopsEditor
        order={testOrder({ Status: 1 })}
        symbol={undefined}
        price="1.16520"
        busy={false}
        onSave={(stops) => saved.push(stops)}
      />,
    );
    await settle();
    const trailing = [...view.container.querySelectorAll('label')]
      .filter((label) => label.textContent?.startsWith('Trailing stop'))
      .map((label) => view?.container.querySelector<HTMLInputElement>(`[id="${label.htmlFor}"]`))[0];
    const save = [...view.container.querySelectorAll('button')].find((button) =>
      button.textContent?.startsWith('Save'),
    );
    if (!trailing || !save) throw new Error('no trailing stop box or Save button');
    for (const typed of ['1e5', '-1', '1.5']) {
      await type(trailing, typed);
      expect(trailing.value).toBe(typed);
      await act(async () => save.click());
      expect(
        useUi
          .getState()
          .toasts.map((toast) => toast.text)
          .at(-1),
      ).toMatch(/whole number of points/);
    }
    expect(saved).toEqual([]);
    await type(trailing, '150');
    await act(async () => save.click());
    expect(saved.at(-1)?.trailingPoints).toBe(150);
  });
});
