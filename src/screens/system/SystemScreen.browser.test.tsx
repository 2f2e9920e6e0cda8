import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n.ts';
import { useSession } from '../../stores/session.ts';
import { type Rendered, render, settle, textLines } from '../../testing/render.tsx';
import SystemScreen from './SystemScreen.tsx';

const email = 'walk-hk-1795900843366@example.com';

describe('SystemScreen account row', () => {
  let view: Rendered | undefined;
  afterEach(() => {
    view?.unmount();
    useSession.setState({ user: null });
  });
  afterAll(() => changeLanguage('en'));

  for (const lang of ['hk', 'en'] as const) {
    it(`keeps the label on one line beside a long e-mail, which wraps inside the row (${lang})`, async () => {
      await changeLanguage(lang);
      useSession.setState({
        user: { uid: 1, id: 1, email, mobile: '', area_code: '', is_demo: 0, credit_score: 100, invite_code: 'A' },
      });
      view = await render(
        <MemoryRouter>
          <SystemScreen />
        </MemoryRouter>,
      );
      await settle();
      const value = [...view.container.querySelectorAll('span')].find((span) => span.textContent === email);
      const row = value?.parentElement;
      const label = value?.previousElementSibling;
      if (!row || !label) throw new Error('no account row');
      expect(label.textContent).toBe(lang === 'hk' ? '帳戶' : 'Account');
      expect(textLines(label)).toBe(1);
      expect(value.getBoundingClientRect().right).toBeLessThanOrEqual(row.getBoundingClientRect().right);
    });
  }
});
