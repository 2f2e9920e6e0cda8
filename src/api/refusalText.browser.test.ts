import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n/i18n.ts';
import { useUi } from '../stores/ui.ts';
import { api } from './client.ts';

/** The server refuses every call for one field, as a refusal about a wire number does. */
function refuseFor(field: string, msg: string, fieldMessage: string): void {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
    Response.json({ code: 1001, msg, data: null, field, field_msg: fieldMessage }),
  );
}

describe('a refusal that names a field', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    useUi.setState({ toasts: [] });
    await changeLanguage('en');
  });

  it('names it as the app does, in the language of the app, not by its wire name', async () => {
    await changeLanguage('de');
    refuseFor('cont', 'cont erlaubt höchstens 2 Nachkommastellen', '{{field}} erlaubt höchstens 2 Nachkommastellen');
    await expect(api.get('/v1/api/forex/close', { query: { id: 1, cont: '0.015' } })).rejects.toMatchObject({
      message: 'Anzahl Lots erlaubt höchstens 2 Nachkommastellen',
    });
    expect(useUi.getState().toasts.map((toast) => toast.text)).toEqual([
      'Anzahl Lots erlaubt höchstens 2 Nachkommastellen',
    ]);
  });

  it("keeps the server's words for a field the app has no label for", async () => {
    refuseFor('page', 'page must be at least 1', '{{field}} must be at least 1');
    await expect(api.get('/v1/api/forex/my_deal')).rejects.toMatchObject({ message: 'page must be at least 1' });
  });
});
