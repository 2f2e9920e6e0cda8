import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { SUCCESS_CODE } from '../../../protocol/envelope.ts';
import type { LanguageCode } from '../../../protocol/locales.ts';
import type { AdminSymbolStops } from '../../../protocol/schemas/settingsAdmin.ts';
import { changeLanguage } from '../../i18n/i18n.ts';
import { type Rendered, render } from '../../testing/render.tsx';
import { loadAdminTexts } from '../adminTexts.ts';

/** The admin API as a fetch stub: each path's `data` from `replies` in the server's envelope, null for others. */
export function serveAdminReplies(replies: Record<string, unknown>): void {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), location.origin).pathname;
    return new Response(JSON.stringify({ code: SUCCESS_CODE, msg: 'ok', data: replies[path] ?? null }), {
      headers: { 'content-type': 'application/json' },
    });
  });
}

/** A back-office screen with its own query client (no retries), in a page of `size`. */
export function renderWithQueries(ui: ReactNode, size: { width: number; height: number }): Promise<Rendered> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, size);
}

/**
 * For the calling describe: the back office's texts in `lang` (English again after it), and a `show` that
 * renders a screen at 1,400 × 900, unmounted (and fetch stubs restored) after each test.
 */
export function adminScreensIn(lang: LanguageCode): (screen: ReactNode) => Promise<Rendered> {
  let view: Rendered | undefined;
  beforeAll(async () => {
    await loadAdminTexts();
    await changeLanguage(lang);
  });
  afterAll(() => changeLanguage('en'));
  afterEach(() => {
    view?.unmount();
    view = undefined;
    vi.restoreAllMocks();
  });
  return async (screen) => {
    view = await renderWithQueries(screen, { width: 1400, height: 900 });
    return view;
  };
}

/** EURUSD's stops level and fee terms as the admin API sends them. */
export const EURUSD_STOPS: AdminSymbolStops = {
  id: 1,
  code: 'EURUSD',
  category: 'forex',
  category_name: 'Forex',
  price_precision: 5,
  stops_level: 40,
  fee_per_lot: '7',
  fee_margin_rate: '0.0005',
  // 1 lot × 100,000 × 1.10020 ÷ 400
  fee_reference: { price: '1.10020', multiple: 400, margin: '275.05' },
};
