import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Rendered, render, settle } from '../testing/render.tsx';
import { VirtualRows } from './VirtualRows.tsx';

const ROW = 40;
const GAP = 8;
const items = Array.from({ length: 200 }, (_, index) => ({ id: index, text: `Row ${index}` }));
let setForm: (form: 'short' | 'tall') => void = () => {};
let setListShown: (shown: boolean) => void = () => {};

/**
 * A screen's scroll area: a form above (short, or far taller than the list's overscan, swapped like a
 * deposit channel), a heading, then the list (shown once its first page "arrives").
 */
function Screen({ listAtFirst = true }: { listAtFirst?: boolean }) {
  const [form, setFormState] = useState<'short' | 'tall'>('short');
  const [listShown, setListShownState] = useState(listAtFirst);
  setForm = setFormState;
  setListShown = setListShownState;
  return (
    <div data-testid="scroller" style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
      {form === 'tall' ? <section style={{ height: 2000 }}>tall form</section> : <div style={{ height: 100 }} />}
      <h2 style={{ margin: 0, height: 20 }}>Records</h2>
      {listShown && (
        <VirtualRows
          items={items}
          itemKey={(item) => item.id}
          estimatedHeight={ROW}
          gap={GAP}
          testId="rows"
          renderRow={(item) => <span style={{ display: 'block', height: ROW }}>{item.text}</span>}
        />
      )}
    </div>
  );
}

function scroller(view: Rendered): HTMLElement {
  const element = view.container.querySelector<HTMLElement>('[data-testid="scroller"]');
  if (!element) throw new Error('no scroller');
  return element;
}

const rows = (view: Rendered) => [...view.container.querySelectorAll<HTMLElement>('[data-testid="rows"] > li')];

/** Where row `text` is, from the top of the visible scroll area; null when it is not in the page. */
function rowTop(view: Rendered, text: string): number | null {
  const row = rows(view).find((element) => element.textContent === text);
  return row ? row.getBoundingClientRect().top - scroller(view).getBoundingClientRect().top : null;
}

async function scrollTo(view: Rendered, top: number) {
  scroller(view).scrollTop = top;
  scroller(view).dispatchEvent(new Event('scroll'));
  await settle(60);
}

describe('VirtualRows in Chromium', () => {
  let view: Rendered | undefined;
  afterEach(() => view?.unmount());

  it('renders the rows in view below content that is swapped or resized far beyond its overscan', async () => {
    view = await render(<Screen />, { width: 390, height: 600 });
    await settle();
    expect(rowTop(view, 'Row 0')).toBeCloseTo(120, 0);
    expect(rows(view).length).toBeLessThan(30);

    // a 2000 px form replaces the short one: the list now starts at 2020
    await act(async () => setForm('tall'));
    await settle();
    await scrollTo(view, 2020 + 100 * (ROW + GAP));
    expect(rowTop(view, 'Row 100')).toBeCloseTo(0, 0);
    expect(rowTop(view, 'Row 110')).toBeCloseTo(10 * (ROW + GAP), 0);

    // the form shrinks by 1500 px (no re-render of the list): the list follows and fills the view again
    const form = view.container.querySelector('section');
    if (!form) throw new Error('no tall form');
    form.style.height = '500px';
    await settle(60);
    await scrollTo(view, 520 + 50 * (ROW + GAP));
    expect(rowTop(view, 'Row 50')).toBeCloseTo(0, 0);
    expect(rowTop(view, 'Row 60')).toBeCloseTo(10 * (ROW + GAP), 0);
  });

  it('leaves the screen where the user scrolled it when the list arrives under the form', async () => {
    view = await render(<Screen listAtFirst={false} />, { width: 390, height: 600 });
    await act(async () => setForm('tall'));
    await scrollTo(view, 900);
    await act(async () => setListShown(true));
    await settle(60);
    expect(scroller(view).scrollTop).toBe(900);
    await scrollTo(view, 2020);
    expect(rowTop(view, 'Row 0')).toBeCloseTo(0, 0);
  });
});
