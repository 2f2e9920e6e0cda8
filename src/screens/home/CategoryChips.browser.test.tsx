/// <reference types="@vitest/browser-playwright" />
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cdp } from 'vitest/browser';
import type { Category } from '../../../protocol/schemas/market.ts';
import { type Rendered, render } from '../../testing/render.tsx';
import { CategoryChips } from './CategoryChips.tsx';
import styles from './HomeScreen.module.css';

const CATEGORIES: Category[] = ['Forex', 'Metals', 'Energy', 'Indices', 'Crypto'].map((name, index) => ({
  Id: index + 1,
  NameShowTrans: name,
}));

/** The home screen's toolbar: the chips' row, then the 44 px language link at its end. */
function Toolbar() {
  const [activeId, setActiveId] = useState<number | null>(null);
  return (
    <div className={styles.toolbar}>
      <CategoryChips categories={CATEGORIES} activeId={activeId} onChange={setActiveId} />
      <span style={{ flex: 'none', width: 44, height: 44 }} />
    </div>
  );
}

let view: Rendered | undefined;

async function showToolbar() {
  view = await render(<Toolbar />);
  const row = view.container.querySelector<HTMLElement>('[role="toolbar"]');
  if (!row) throw new Error('no chips');
  const chips = [...row.querySelectorAll('button')];
  return { row, chips };
}

/** How much of a chip is outside the row's visible part, in px (0 when it is shown whole). */
function hidden(chip: Element, row: Element): number {
  const [box, shown] = [chip.getBoundingClientRect(), row.getBoundingClientRect()];
  return Math.max(0, shown.left - box.left, box.right - shown.right);
}

const tap = (chip: HTMLElement) => act(async () => chip.click());

describe('CategoryChips in Chromium at 390 px', () => {
  afterEach(() => view?.unmount());

  it('shows the last chip whole once chosen, the row scrolled to its end', async () => {
    const { row, chips } = await showToolbar();
    const last = chips.at(-1);
    if (!last) throw new Error('no chips');
    row.scrollLeft = row.scrollWidth;
    expect(hidden(last, row)).toBeLessThanOrEqual(0.5);
    await tap(last);
    expect(last.getAttribute('aria-pressed')).toBe('true');
    await vi.waitFor(() => expect(hidden(last, row)).toBeLessThanOrEqual(0.5));
    expect(row.scrollLeft).toBeCloseTo(row.scrollWidth - row.clientWidth, 0);
  });

  it('keeps every chip as wide chosen (bold) as not, so choosing one moves no other', async () => {
    const { chips } = await showToolbar();
    const widths = () => chips.map((chip) => chip.getBoundingClientRect().width);
    const before = widths();
    for (const chip of chips) {
      await tap(chip);
      expect(getComputedStyle(chip).fontWeight).toBe('600');
      expect(widths()).toEqual(before);
    }
  });

  it('scrolls a chip half under the start of the row whole into view when tapped', async () => {
    const { row, chips } = await showToolbar();
    row.scrollLeft = row.scrollWidth;
    const cut = chips.find((chip) => hidden(chip, row) > 0 && hidden(chip, row) < chip.getBoundingClientRect().width);
    if (!cut) throw new Error('no chip half in view');
    await tap(cut);
    await vi.waitFor(() => expect(hidden(cut, row)).toBeLessThanOrEqual(0.5));
  });

  // the copy that holds the bold width is hidden: Chromium's accessibility tree names the chip once
  it('names each chip by its label alone', async () => {
    await showToolbar();
    const session = cdp();
    const { frameTree } = await session.send('Page.getFrameTree');
    const frames = [frameTree, ...(frameTree.childFrames ?? [])].map((tree) => tree.frame.id);
    const names: string[] = [];
    for (const frameId of frames) {
      const { nodes } = await session.send('Accessibility.getFullAXTree', { frameId });
      for (const node of nodes) if (node.role?.value === 'button') names.push(String(node.name?.value));
    }
    expect(names).toEqual(expect.arrayContaining(['All', 'Forex', 'Metals', 'Energy', 'Indices', 'Crypto']));
    expect(names.filter((name) => name.includes('Crypto'))).toEqual(['Crypto']);
  });
});
