import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../protocol/locales.ts';
import { type Rendered, render } from '../testing/render.tsx';
import { PasswordField } from './PasswordField.tsx';

type Tree = { [key: string]: string | Tree };
const locales = import.meta.glob<Tree>('../i18n/locales/*.json', { eager: true, import: 'default' });

function authText(lang: string, key: string): string {
  const auth = locales[`../i18n/locales/${lang}.json`]?.auth;
  const text = typeof auth === 'object' ? auth[key] : undefined;
  if (typeof text !== 'string') throw new Error(`no auth.${key} in ${lang}`);
  return text;
}

/** How far the input's placeholder runs past the room it has, in px (0 or less: it is shown whole). */
function placeholderOverflow(input: HTMLInputElement): number {
  const style = getComputedStyle(input);
  const context = document.createElement('canvas').getContext('2d');
  if (!context) throw new Error('no canvas');
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return context.measureText(input.placeholder).width - room;
}

// a 360 px phone: the sign-up, reset and change-password forms leave their fields 320 px
describe('password placeholders on a 360 px phone', () => {
  let view: Rendered | undefined;
  afterEach(() => view?.unmount());

  it.each(LANGUAGE_CODES)('%s shows the password and confirmation placeholders whole beside the eye', async (lang) => {
    for (const key of ['passwordPlaceholder', 'confirmPlaceholder']) {
      view = await render(
        <PasswordField
          label=""
          placeholder={authText(lang, key)}
          value=""
          onChange={() => {}}
          autoComplete="new-password"
        />,
        { width: 320, height: 200 },
      );
      const input = view.container.querySelector('input');
      if (!input) throw new Error('no input');
      expect(placeholderOverflow(input), `${lang} auth.${key}`).toBeLessThanOrEqual(0);
      view.unmount();
      view = undefined;
    }
  });
});
