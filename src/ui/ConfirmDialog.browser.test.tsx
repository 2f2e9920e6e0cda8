import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../protocol/locales.ts';
import { changeLanguage, i18next } from '../i18n/i18n.ts';
import { loadPaymentsTexts } from '../screens/mine/payments/paymentsTexts.ts';
import { type Rendered, render, textLines, textOverflow } from '../testing/render.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

async function showDialog(confirmLabel: string): Promise<{ cancel: HTMLElement; confirm: HTMLElement }> {
  view = await render(
    <ConfirmDialog
      open
      title={i18next.t('payments.noAddressTitle')}
      message={i18next.t('payments.addAddressFirst')}
      confirmLabel={confirmLabel}
      onConfirm={() => undefined}
      onCancel={() => undefined}
    />,
  );
  const [cancel, confirm] = document.querySelectorAll<HTMLElement>('dialog[open] button');
  if (!cancel || !confirm) throw new Error('no dialog buttons');
  return { cancel, confirm };
}

let view: Rendered | undefined;

describe('ConfirmDialog buttons in Chromium at 390 px', () => {
  // the withdraw screen's texts, as the screen loads them
  beforeAll(() => loadPaymentsTexts());
  afterEach(() => view?.unmount());
  afterAll(() => changeLanguage('en'));

  // the withdraw screen's "no crypto address" question: its confirm label took 3 lines in de and vn and
  // spilled out of the 46 px button
  it.each(LANGUAGE_CODES)('keeps each label inside its button, on one line (%s)', async (language) => {
    await changeLanguage(language);
    for (const key of ['payments.bindAddress', 'payments.bindBank'] as const) {
      const label = i18next.t(key);
      expect(label, 'the texts are loaded').not.toBe(key);
      const { cancel, confirm } = await showDialog(label);
      for (const button of [cancel, confirm]) {
        expect(textOverflow(button), button.textContent ?? '').toBeLessThanOrEqual(0.5);
        expect(textLines(button), button.textContent ?? '').toBe(1);
      }
      view?.unmount();
    }
  });

  it('puts the buttons side by side in halves when both labels fit', async () => {
    const { cancel, confirm } = await showDialog('OK');
    const [left, right] = [cancel.getBoundingClientRect(), confirm.getBoundingClientRect()];
    expect(right.top).toBe(left.top);
    expect(right.left).toBeGreaterThan(left.right);
    expect(right.width).toBeCloseTo(left.width, 0);
  });

  it('stacks them full width, confirm on top, when the two labels do not fit on one line', async () => {
    await changeLanguage('de');
    const { cancel, confirm } = await showDialog(i18next.t('payments.bindAddress'));
    const [below, above] = [cancel.getBoundingClientRect(), confirm.getBoundingClientRect()];
    expect(above.bottom).toBeLessThan(below.top);
    expect(above.width).toBe(below.width);
    expect(above.left).toBe(below.left);
  });
});
