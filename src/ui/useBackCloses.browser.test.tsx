import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Rendered, render, settle } from '../testing/render.tsx';
import { useBackCloses } from './useBackCloses.ts';

let control: { open(): void; close(): void } | undefined;
let closes = 0;

function Sheet() {
  const [open, setOpen] = useState(false);
  control = { open: () => setOpen(true), close: () => setOpen(false) };
  useBackCloses(open, () => {
    closes += 1;
    setOpen(false);
  });
  return <p data-open={open}>{open ? 'sheet open' : 'sheet closed'}</p>;
}

/** Back as the browser (or Android's gesture) does it: history.back() and the popstate it fires. */
async function pressBack(): Promise<void> {
  const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  history.back();
  await popped;
  await settle();
}

describe('useBackCloses', () => {
  let rendered: Rendered | undefined;
  afterEach(() => {
    rendered?.unmount();
    closes = 0;
  });

  it('Back with the sheet open closes it and stays on the page; a second Back is the page’s again', async () => {
    history.replaceState({ page: 'trade' }, '');
    rendered = await render(<Sheet />);
    await act(async () => control?.open());
    // the sheet's own entry on top of the page's (history.length says nothing here: a Back taken by an earlier
    // test in this tab leaves entries ahead, which a new entry replaces)
    expect(history.state).not.toEqual({ page: 'trade' });
    await pressBack();
    expect(closes).toBe(1);
    expect(rendered.container.textContent).toBe('sheet closed');
    expect(history.state).toEqual({ page: 'trade' });
  });

  it('a sheet closed by its own button takes its history entry back off', async () => {
    history.replaceState({ page: 'order' }, '');
    rendered = await render(<Sheet />);
    await act(async () => control?.open());
    expect(history.state).toMatchObject({ page: 'order' });
    expect(history.state).not.toEqual({ page: 'order' });
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    await act(async () => control?.close());
    await popped;
    await settle();
    expect(history.state).toEqual({ page: 'order' });
    expect(closes).toBe(0);
  });
});
