import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Rendered, render, settle } from '../../testing/render.tsx';
import { type OrderTabValue, useRememberedTab } from './rememberedTab.ts';

let choose: ((tab: OrderTabValue) => void) | undefined;

function Tabs() {
  const [tab, setTab] = useRememberedTab();
  choose = setTab;
  return <p>{tab}</p>;
}

describe('the orders tab across a reload', () => {
  let view: Rendered | undefined;
  afterEach(() => {
    view?.unmount();
    sessionStorage.clear();
  });

  it('starts on Holding, and after a reload shows the tab the trader was on', async () => {
    sessionStorage.clear();
    view = await render(<Tabs />);
    await settle();
    expect(view.container.textContent).toBe('holding');
    await act(async () => choose?.('pending'));
    expect(view.container.textContent).toBe('pending');

    // a reload: the screen mounts again from nothing but the session's storage
    view.unmount();
    view = await render(<Tabs />);
    await settle();
    expect(view.container.textContent).toBe('pending');
  });
});
