import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Rendered, render, settle } from '../testing/render.tsx';
import { VirtualRows } from './VirtualRows.tsx';

const items = Array.from({ length: 200 }, (_, index) => ({ id: index, text: `Row ${index}` }));
let swapHeader: (tall: boolean) => void = () => {};

/** A screen's scroll area: a form above (short or tall, swapped like a deposit channel), then the list. */
function Screen() {
  const [tall, setTall] = useState(false);
  swapHeader = setTall;
  return (
    <div data-testid="scroller" style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
      {tall ? <section style={{ height: 300 }}>tall form</section> : <div style={{ height: 100 }}>short form</div>}
      <h2 style={{ margin: 0, height: 20 }}>Records</h2>
      <VirtualRows
        items={items}
        itemKey={(item) => item.id}
        estimatedHeight={40}
        gap={8}
        testId="rows"
        renderRow={(item) => <span style={{ display: 'block', height: 40 }}>{item.text}</span>}
      />
    </div>
  );
}

const firstRowTop = (view: Rendered) => {
  const row = view.container.querySelector('[data-testid="rows"] > li');
  const scroller = view.container.querySelector('[data-testid="scroller"]');
  if (!row || !scroller) throw new Error('nothing rendered');
  return row.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
};

describe('VirtualRows in Chromium', () => {
  let view: Rendered | undefined;
  afterEach(() => view?.unmount());

  it('keeps its rows right under the content above when that content is swapped or resized', async () => {
    view = await render(<Screen />, { width: 390, height: 600 });
    await settle();
    expect(firstRowTop(view)).toBeCloseTo(120, 0);
    expect(view.container.querySelectorAll('[data-testid="rows"] > li').length).toBeLessThan(30);

    await act(async () => swapHeader(true));
    await settle();
    expect(firstRowTop(view)).toBeCloseTo(320, 0);

    const form = view.container.querySelector('section');
    if (!form) throw new Error('no tall form');
    form.style.height = '150px';
    await settle(60);
    expect(firstRowTop(view)).toBeCloseTo(170, 0);

    // Scrolled to row 100: rows 0..90 are gone and row 100 is in view.
    const scroller = view.container.querySelector<HTMLElement>('[data-testid="scroller"]');
    if (!scroller) throw new Error('no scroller');
    scroller.scrollTop = 170 + 100 * 48;
    scroller.dispatchEvent(new Event('scroll'));
    await settle(60);
    const texts = [...view.container.querySelectorAll('[data-testid="rows"] > li')].map((row) => row.textContent);
    expect(texts).toContain('Row 100');
    expect(texts).not.toContain('Row 0');
    const row100 = [...view.container.querySelectorAll('[data-testid="rows"] > li')].find(
      (row) => row.textContent === 'Row 100',
    );
    expect((row100?.getBoundingClientRect().top ?? 0) - scroller.getBoundingClientRect().top).toBeCloseTo(0, 0);
  });
});
