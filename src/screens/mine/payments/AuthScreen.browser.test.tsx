import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityCenter } from '../../../../protocol/schemas/payments.ts';
import { changeLanguage } from '../../../i18n/i18n.ts';
import { type Rendered, render, settle, textLines } from '../../../testing/render.tsx';
import AuthScreen from './AuthScreen.tsx';
import { PAYMENT_KEYS } from './api.ts';
import { loadPaymentsTexts } from './paymentsTexts.ts';

const waiting: IdentityCenter = { review_status: 1, name: 'Maria Rossi', card_id: '*****4567', reason: '' };

describe('AuthScreen, identity under review', () => {
  beforeAll(() => loadPaymentsTexts());
  let view: Rendered | undefined;
  afterEach(() => view?.unmount());
  afterAll(() => changeLanguage('en'));

  /** The screen with the identity centre `center` (under review or verified): its status card. */
  async function showStatus(center: IdentityCenter): Promise<Element> {
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    client.setQueryData(PAYMENT_KEYS.identity, center);
    view = await render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <AuthScreen />
        </MemoryRouter>
      </QueryClientProvider>,
      { width: 390, height: 700 },
    );
    await settle();
    const status = view.container.querySelector('[data-testid="auth-status"]');
    if (!status) throw new Error('no identity status');
    return status;
  }

  // Portuguese has the longest ID label ("Número de identificação ou passaporte")
  it('shows the name and the masked ID number whole, in rows across the card', async () => {
    await changeLanguage('pt');
    const status = await showStatus(waiting);
    const list = status.querySelector('dl');
    if (!list) throw new Error('no identity rows');
    const values = [...list.querySelectorAll('dd')];
    expect(values.map((value) => value.textContent)).toEqual(['Maria Rossi', '*****4567']);
    for (const value of values) expect(textLines(value), value.textContent ?? '').toBe(1);
    // the rows span the card: labels at its start, values at its end
    const padding = Number.parseFloat(getComputedStyle(status).paddingLeft);
    expect(list.getBoundingClientRect().width).toBeCloseTo(status.clientWidth - 2 * padding, 0);
    for (const label of list.querySelectorAll('dt')) expect(getComputedStyle(label).textAlign).toBe('start');
  });

  // 1 under review (once ⏳, an empty box without an emoji font), 2 verified
  it.each([1, 2] as const)(
    'draws its status icon (review status %s) as an SVG, no emoji a device may lack a font for',
    async (reviewStatus) => {
      const status = await showStatus({ ...waiting, review_status: reviewStatus });
      const icon = status.querySelector('[data-testid="auth-status-icon"]');
      expect(icon?.tagName.toLowerCase()).toBe('svg');
      expect(icon?.getBoundingClientRect().width).toBe(40);
      expect(status.textContent).not.toMatch(/\p{Extended_Pictographic}|[\u2713\u2714]/u);
    },
  );
});
