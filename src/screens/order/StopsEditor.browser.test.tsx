import { act } from 'react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n.ts';
import { useUi } from '../../stores/ui.ts';
import { type Rendered, render, settle } from '../../testing/render.tsx';
import { testSymbol } from '../../testing/tradeSymbol.ts';
import { testOrder } from '../../trading/testing/testOrder.ts';
import { StopsEditor } from './StopsEditor.tsx';

/** A 0.1-lot EURUSD buy with a stop-loss at 1.16300, valued at the bid 1.16500; the stops level is 40 points. */
const order = testOrder({ TargetLossPrice: '1.16300' });
const symbol = testSymbol('EURUSD', { close: '1.16500', change: '0' }, { Id: order.ForexId, stops_level: 40 });

function typeInto(input: HTMLInputElement | undefined, text: string): void {
  if (!input) throw new Error('no input');
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('StopsEditor', () => {
  let view: Rendered | undefined;
  afterEach(() => {
    view?.unmount();
    useUi.setState({ toasts: [] });
  });
  afterAll(() => changeLanguage('en'));

  it('refuses a stop inside the stops level before asking the server, naming the nearest price in the language', async () => {
    await changeLanguage('it');
    const onSave = vi.fn();
    view = await render(<StopsEditor order={order} symbol={symbol} price="1.16500" busy={false} onSave={onSave} />);
    const [stopLoss, takeProfit] = [...view.container.querySelectorAll('input')];
    const save = view.container.querySelector('button');
    await act(async () => typeInto(stopLoss, '1,16490'));
    await act(async () => save?.click());
    await settle();
    expect(onSave).not.toHaveBeenCalled();
    expect(useUi.getState().toasts.map((toast) => toast.text)).toEqual(['Stop loss: Deve essere 1,16460 o meno']);

    useUi.setState({ toasts: [] });
    await act(async () => typeInto(stopLoss, '1,16460'));
    await act(async () => typeInto(takeProfit, '1,16520'));
    await act(async () => save?.click());
    await settle();
    expect(useUi.getState().toasts.map((toast) => toast.text)).toEqual(['Take profit: Deve essere 1,16540 o più']);

    await act(async () => typeInto(takeProfit, '1,16540'));
    await act(async () => save?.click());
    expect(onSave).toHaveBeenCalledWith({ stopLoss: '1.1646', takeProfit: '1.1654', trailingPoints: 0 });
  });

  it('lets a stop already on the position stay where it is, as the server does', async () => {
    const onSave = vi.fn();
    // the price fell to 1.16320: the stop-loss at 1.16300 is now inside the level, but it is not being moved
    view = await render(<StopsEditor order={order} symbol={symbol} price="1.16320" busy={false} onSave={onSave} />);
    await act(async () => view?.container.querySelector('button')?.click());
    expect(onSave).toHaveBeenCalledWith({ stopLoss: '1.163', takeProfit: '0', trailingPoints: 0 });
  });
});
