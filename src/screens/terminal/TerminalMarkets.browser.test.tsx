import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../protocol/locales.ts';
import { changeLanguage } from '../../i18n/i18n.ts';
import { type Rendered, render, settle } from '../../testing/render.tsx';
import { TerminalMarkets } from './TerminalMarkets.tsx';
import styles from './TerminalScreen.module.css';
import { loadTerminalTexts } from './terminalTexts.ts';

/** The drawn extent of each column header's text, left to right. */
function headerTexts(container: HTMLElement): { text: string; left: number; right: number }[] {
  const header = container.querySelector(`.${styles.marketsColumns}`);
  if (!header) throw new Error('no column header');
  return [...header.children].map((cell) => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    const box = range.getBoundingClientRect();
    return { text: cell.textContent ?? '', left: box.left, right: box.right };
  });
}

describe('TerminalMarkets column header', () => {
  let view: Rendered | undefined;
  afterEach(() => view?.unmount());
  afterAll(() => changeLanguage('en'));

  // 360 px: the list's column of a wide window; 300 px: under the form in a window under 1,100 px
  for (const width of [360, 300]) {
    it(`keeps symbol, bid, ask and spread apart in a ${width} px list in every language`, async () => {
      const overlapping: string[] = [];
      for (const lang of LANGUAGE_CODES) {
        await changeLanguage(lang);
        await loadTerminalTexts();
        const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
        view = await render(
          <QueryClientProvider client={client}>
            <TerminalMarkets symbols={[]} current="EURUSD" onSelect={() => {}} searchRef={null} />
          </QueryClientProvider>,
          { width, height: 400 },
        );
        await settle();
        const cells = headerTexts(view.container);
        cells.slice(1).forEach((cell, index) => {
          const before = cells[index];
          if (before && cell.left < before.right + 4) overlapping.push(`${lang}: ${before.text} | ${cell.text}`);
        });
        view.unmount();
        view = undefined;
      }
      expect(overlapping).toEqual([]);
    });
  }
});
