import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Rendered, render } from '../../testing/render.tsx';
import { type NewsChip, NewsChips } from './NewsChips.tsx';

const CHIPS: NewsChip[] = [
  { id: 0, name: 'Tutte' },
  { id: 1, name: 'Notizie di mercato' },
  { id: 2, name: 'Analisi' },
  { id: 3, name: 'Avvisi' },
];

function Chips() {
  const [activeId, setActiveId] = useState(0);
  return <NewsChips chips={CHIPS} activeId={activeId} onChange={setActiveId} />;
}

describe('NewsChips in Chromium at 360 px', () => {
  let view: Rendered | undefined;
  afterEach(() => view?.unmount());

  async function chips(): Promise<HTMLButtonElement[]> {
    view = await render(<Chips />, { width: 360, height: 640 });
    return [...view.container.querySelectorAll('button')];
  }

  it('makes every chip a touch target at least 44 px tall', async () => {
    for (const chip of await chips()) expect(chip.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  });

  it('keeps every chip as wide chosen (bold) as not, so choosing one moves no other', async () => {
    const all = await chips();
    const widths = () => all.map((chip) => chip.getBoundingClientRect().width);
    const before = widths();
    for (const chip of all) {
      await act(async () => chip.click());
      expect(chip.getAttribute('aria-pressed')).toBe('true');
      expect(widths()).toEqual(before);
    }
  });
});
