import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../protocol/locales.ts';
import { changeLanguage } from '../i18n/i18n.ts';
import { type Rendered, render } from '../testing/render.tsx';
import { TabBar } from './TabBar.tsx';

let view: Rendered | undefined;

/** The box a label's text takes on screen. */
function textBox(element: Element): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect();
}

/** What a user would see wrong in the tab bar: a label out of its tab, labels touching, icons not in a row. */
function faults(container: HTMLElement): string[] {
  const tabs = [...container.querySelectorAll('nav a')];
  const found: string[] = [];
  const iconTops = new Set(tabs.map((tab) => Math.round(tab.querySelector('svg')?.getBoundingClientRect().top ?? -1)));
  if (iconTops.size !== 1) found.push(`icons at ${iconTops.size} heights`);
  const labels = tabs.map((tab) => tab.querySelector('span'));
  labels.forEach((label, index) => {
    if (!label) throw new Error('a tab without a label');
    const tab = tabs[index]?.getBoundingClientRect();
    const text = textBox(label);
    if (tab && (text.left < tab.left || text.right > tab.right)) found.push(`'${label.textContent}' out of its tab`);
    if (tab && text.bottom > tab.bottom + 1) found.push(`'${label.textContent}' below the bar`);
    const next = labels[index + 1];
    if (next && textBox(next).left - textBox(label).right < 4)
      found.push(`'${label.textContent}' and '${next.textContent}' touch`);
  });
  return found;
}

describe('the tab bar', () => {
  afterEach(() => {
    view?.unmount();
    view = undefined;
  });
  afterAll(() => changeLanguage('en'));

  for (const width of [320, 360, 390]) {
    it(`keeps every label inside its tab, apart from the next, under icons in one row, at ${width} px in every language`, async () => {
      const found: string[] = [];
      for (const lang of LANGUAGE_CODES) {
        await changeLanguage(lang);
        view = await render(
          <MemoryRouter>
            <TabBar />
          </MemoryRouter>,
          { width, height: 56 },
        );
        found.push(...faults(view.container).map((fault) => `${lang}: ${fault}`));
        view.unmount();
        view = undefined;
      }
      expect(found).toEqual([]);
    });
  }
});
