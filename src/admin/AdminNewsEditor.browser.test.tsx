import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Rendered } from '../testing/render.tsx';
import { AdminNewsEditor } from './AdminNewsEditor.tsx';
import { loadAdminTexts } from './adminTexts.ts';
import enTexts from './locales/en.json';
import { renderWithQueries } from './testing/adminServer.tsx';

/** Sets a field's value the way typing does, so React sees the change. */
function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('the news editor in Chromium', () => {
  beforeAll(() => loadAdminTexts());
  let view: Rendered | undefined;
  afterEach(() => {
    view?.unmount();
    vi.restoreAllMocks();
  });

  it('says in words what a save lacks, before asking the server (whose schema words staff cannot act on)', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    view = await renderWithQueries(
      <AdminNewsEditor id={null} categories={[{ id: 1, name: 'Market news' }]} onDone={() => undefined} />,
      { width: 1400, height: 900 },
    );
    const shown = view;
    const form = shown.container.querySelector('form');
    const error = () => shown.container.querySelector('form p[class*="error"]')?.textContent;
    const tab = (code: string) =>
      [...shown.container.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find(
        (button) => button.textContent === code,
      );
    const title = () =>
      [...shown.container.querySelectorAll('form label')]
        .find((label) => label.firstChild?.textContent === enTexts.adminNews.headline)
        ?.querySelector('input');
    const body = () => shown.container.querySelectorAll('textarea')[1];

    // was "Invalid request: body/translations must NOT have fewer than 1 items"
    await act(async () => form?.requestSubmit());
    expect(error()).toBe(enTexts.adminNews.englishRequired);

    const english = title();
    if (!english) throw new Error('no title field');
    await act(async () => type(english, 'Gold rises'));
    await act(async () => tab('de')?.click());
    const german = body();
    if (!german) throw new Error('no content field');
    await act(async () => type(german, '<p>Gold steigt</p>'));
    await act(async () => tab('en')?.click());
    // was "Invalid request: body/translations/1/title must NOT have fewer than 1 characters"
    await act(async () => form?.requestSubmit());
    expect(error()).toBe(enTexts.adminNews.titleRequired.replace('{{lang}}', 'de'));
    expect(tab('de')?.getAttribute('aria-selected')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });
});
