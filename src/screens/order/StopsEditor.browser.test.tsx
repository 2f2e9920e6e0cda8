import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../protocol/schemas/trading.ts';
import { changeLanguage } from '../../i18n/i18n.ts';
import { useUi } from '../../stores/ui.ts';
import { type Rendered, render, settle } from '../../testing/render.tsx';
import { testSymbol } from '../../testing/tradeSymbol.ts';
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

/** The box labelled `name` and the editor's Save button. */
function boxAndSave(
  view: Rendered,
  name: string,
  saveLabel = 'Save',
): { box: HTMLInputElement; save: HTMLButtonElement } {
  const box = [...view.container.querySelectorAll('label')]
    .filter((label) => label.textContent?.startsWith(name))
    .map((label) => view.container.querySelector<HTMLInputElement>(`[id="${label.htmlFor}"]`))[0];
  const save = [...view.container.querySelectorAll('button')].find((button) =>
    button.textContent?.startsWith(saveLabel),
  );
  if (!box || !save) throw new Error(`no ${name} box or Save button`);
  return { box, save };
}

/** The problem said under a box (its description), or null when there is none. */
function problemUnder(box: HTMLInputElement): string | null {
  const id = box.getAttribute('aria-describedby');
  return id === null ? null : (document.getElementById(id)?.textContent ?? null);
}

/** The editor for an open buy position valued at 1.16520; what it saves goes into `saved`. */
async function renderEditor(
  saved: StopsToSave[],
  stopsLevel?: number,
  position: Partial<Order> = {},
): Promise<Rendered> {
  const symbol =
    stopsLevel === undefined
      ? undefined
      : testSymbol('EURUSD', { close: '1.16520', change: '0' }, { stops_level: stopsLevel });
  const view = await render(
    <StopsEditor
      order={testOrder({ Status: 1, ...position })}
      symbol={symbol}
      price="1.16520"
      busy={false}
      onSave={(stops) => saved.push(stops)}
    />,
  );
  await settle();
  return view;
}

describe("a position's stops editor", () => {
  let view: Rendered | undefined;
  beforeAll(() => loadOrderSheetTexts());
  afterEach(async () => {
    view?.unmount();
    useUi.setState({ toasts: [] });
    await changeLanguage('en');
  });

  it('keeps "1e5", "-1" or "1.5" as typed and says under it as typed, with Save disabled, never saving another number of points', async () => {
    const saved: StopsToSave[] = [];
    view = await renderEditor(saved);
    const { box: trailing, save } = boxAndSave(view, 'Trailing stop');
    for (const typed of ['1e5', '-1', '1.5']) {
      await type(trailing, typed);
      expect(trailing.value).toBe(typed);
      expect(problemUnder(trailing)).toMatch(/whole number of points/);
      expect(save.disabled).toBe(true);
    }
    expect(saved).toEqual([]);
    await type(trailing, '150');
    await act(async () => save.click());
    expect(saved.at(-1)?.trailingPoints).toBe(150);
  });

  it('says under a stop typed as "1e5" or "-1" that it is not a number, and Save is disabled until it is one', async () => {
    const saved: StopsToSave[] = [];
    view = await renderEditor(saved);
    for (const name of ['Stop loss', 'Take profit']) {
      const { box, save } = boxAndSave(view, name);
      for (const typed of ['1e5', '-1']) {
        await type(box, typed);
        expect(box.value).toBe(typed);
        expect(problemUnder(box)).toMatch(/^Not a number/);
        expect(save.disabled).toBe(true);
        await act(async () => save.click());
      }
      await type(box, '');
      expect(problemUnder(box)).toBeNull();
      expect(save.disabled).toBe(false);
    }
    expect(saved).toEqual([]);
  });

  it('says under a take-profit typed inside the stops level the nearest price allowed, and disables Save', async () => {
    const saved: StopsToSave[] = [];
    // a buy valued at 1.16520 with a 40-point level: a take-profit at 1.16560 or higher
    view = await renderEditor(saved, 40);
    const { box, save } = boxAndSave(view, 'Take profit');
    await type(box, '1.1654');
    expect(problemUnder(box)).toBe('Must be 1.16560 or higher');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(save.disabled).toBe(true);
    await act(async () => save.click());
    expect(saved).toEqual([]);
    // typed at the bound, it is taken: the message goes and Save saves it
    await type(box, '1.1656');
    expect(problemUnder(box)).toBeNull();
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(save.disabled).toBe(false);
    await act(async () => save.click());
    expect(saved).toEqual([{ stopLoss: '0', takeProfit: '1.1656', trailingPoints: 0 }]);
  });

  it("says a stop on the wrong side of a buy's price belongs on the other side, whatever the level", async () => {
    view = await renderEditor([]);
    const { box: stopLoss, save } = boxAndSave(view, 'Stop loss');
    const { box: takeProfit } = boxAndSave(view, 'Take profit');
    await type(stopLoss, '1.166');
    expect(problemUnder(stopLoss)).toBe('Must be below the current price');
    await type(takeProfit, '1.1652');
    expect(problemUnder(takeProfit)).toBe('Must be above the current price');
    expect(save.disabled).toBe(true);
    await type(stopLoss, '1.164');
    await type(takeProfit, '1.1653');
    expect([problemUnder(stopLoss), problemUnder(takeProfit), save.disabled]).toEqual([null, null, false]);
  });

  it('keeps a stop the position already has though the price came within the level: the other one can be saved', async () => {
    const saved: StopsToSave[] = [];
    view = await renderEditor(saved, 40, { TargetLossPrice: '1.16500' });
    const { box: stopLoss, save } = boxAndSave(view, 'Stop loss');
    const { box: takeProfit } = boxAndSave(view, 'Take profit');
    expect(stopLoss.value).toBe('1.16500');
    expect(problemUnder(stopLoss)).toBeNull();
    await type(takeProfit, '1.167');
    expect(save.disabled).toBe(false);
    await act(async () => save.click());
    expect(saved).toEqual([{ stopLoss: '1.165', takeProfit: '1.167', trailingPoints: 0 }]);
    // moved, it is judged again
    await type(stopLoss, '1.1651');
    expect(problemUnder(stopLoss)).toBe('Must be 1.16480 or lower');
  });

  it('in French, says the nearest price allowed with the French decimal mark', async () => {
    await changeLanguage('fr');
    view = await renderEditor([], 40);
    const { box, save } = boxAndSave(view, 'Take profit', 'Enregistrer');
    await type(box, '1,1654');
    expect(problemUnder(box)).toBe('Doit être 1,16560 ou plus');
    expect(save.disabled).toBe(true);
  });

  it('says a stop with more decimals than the symbol quotes allows at most its places, and disables Save', async () => {
    await changeLanguage('de');
    view = await renderEditor([], 40);
    const { box, save } = boxAndSave(view, 'Take-Profit', 'Stop-Loss / Take-Profit speichern');
    await type(box, '1,200001');
    expect(problemUnder(box)).toBe('Höchstens 5 Nachkommastellen');
    expect(save.disabled).toBe(true);
    await type(box, '1,20000');
    expect(problemUnder(box)).toBeNull();
    expect(save.disabled).toBe(false);
  });

  it('says under a trailing stop nearer than the stops level the least it takes, and Save is disabled', async () => {
    const saved: StopsToSave[] = [];
    view = await renderEditor(saved, 40);
    const { box: trailing, save } = boxAndSave(view, 'Trailing stop');
    await type(trailing, '10');
    expect(problemUnder(trailing)).toBe('A trailing stop must follow the price by at least 40 points');
    expect(save.disabled).toBe(true);
    await type(trailing, '40');
    expect(problemUnder(trailing)).toBeNull();
    await act(async () => save.click());
    expect(saved.at(-1)?.trailingPoints).toBe(40);
  });

  it('gives an example of whole points that the box takes as typed ("20000", not the grouped "20 000")', async () => {
    await changeLanguage('fr');
    const saved: StopsToSave[] = [];
    view = await renderEditor(saved, 20000);
    const { box: trailing, save } = boxAndSave(view, 'Stop suiveur', 'Enregistrer');
    await type(trailing, '1,5');
    const example = problemUnder(trailing)?.match(/par ex\. (.+)$/)?.[1];
    expect(example).toBe('20000');
    // typed as the message says, it is taken
    await type(trailing, example ?? '');
    await act(async () => save.click());
    expect(saved.at(-1)?.trailingPoints).toBe(20000);
  });
});
