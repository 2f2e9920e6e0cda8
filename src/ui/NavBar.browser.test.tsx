import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18next } from '../i18n/i18n.ts';
import { type Rendered, render, textLines, textOverflow } from '../testing/render.tsx';
import { SearchIcon } from './icons.tsx';
import { NavBar } from './NavBar.tsx';

let view: Rendered | undefined;

async function showBar(title: string, sides: { back?: boolean; right?: boolean } = {}) {
  view = await render(
    <MemoryRouter>
      <NavBar
        title={title}
        back={sides.back}
        right={
          sides.right ? (
            <>
              <button type="button" aria-label="news">
                <SearchIcon />
              </button>
              <button type="button" aria-label="search">
                <SearchIcon />
              </button>
            </>
          ) : undefined
        }
      />
    </MemoryRouter>,
  );
  const bar = view.container.querySelector('header');
  const heading = bar?.querySelector('h1');
  if (!bar || !heading) throw new Error('no bar');
  return { bar: bar.getBoundingClientRect(), heading, buttons: [...bar.querySelectorAll('button')] };
}

/** The box the title's text takes on screen. */
function textBox(element: Element): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect();
}

describe('NavBar in Chromium at 390 px', () => {
  afterEach(() => view?.unmount());
  afterAll(() => changeLanguage('en'));

  // "Trung tâm người dùng" took two lines in the 214 px the bar kept between two empty 88 px sides
  it('gives a title the room of sides that hold nothing', async () => {
    await changeLanguage('vn');
    const { bar, heading } = await showBar(i18next.t('screens.user'));
    expect(textLines(heading)).toBe(1);
    expect(bar.height).toBe(48);
  });

  it('centres a short title on the bar, whatever its sides hold', async () => {
    const { bar, heading } = await showBar('Markets', { right: true });
    const text = textBox(heading);
    expect((text.left + text.right) / 2).toBeCloseTo((bar.left + bar.right) / 2, 0);
  });

  it('wraps a title too long for the room and grows the bar, clear of its edges and its buttons', async () => {
    const title = 'Verificação de identidade e morada do titular da conta';
    const { bar, heading, buttons } = await showBar(title, { back: true, right: true });
    expect(textLines(heading)).toBeGreaterThan(1);
    expect(textOverflow(heading)).toBeLessThanOrEqual(0.5);
    const text = textBox(heading);
    expect(text.top - bar.top).toBeGreaterThanOrEqual(4);
    expect(bar.bottom - text.bottom).toBeGreaterThanOrEqual(4);
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      expect(text.right <= box.left || text.left >= box.right, button.getAttribute('aria-label') ?? '').toBe(true);
    }
  });
});
