import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Packr } from 'msgpackr';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUCCESS_CODE } from '../../../../protocol/envelope.ts';
import type { AlertList, PriceAlert } from '../../../../protocol/schemas/alerts.ts';
import { encodeStream } from '../../../../protocol/streamFile.ts';
import type { PriceAlertFired } from '../../../../protocol/ws.ts';
import { PriceAlertNotice } from '../../../alerts/PriceAlertNotice.tsx';
import type { RealtimeBridge } from '../../../realtime/bridge.ts';
import { useUi } from '../../../stores/ui.ts';
import { type Rendered, render, settle } from '../../../testing/render.tsx';
import { replayBridge } from '../../../testing/replayBridge.ts';
import { testSymbol } from '../../../testing/tradeSymbol.ts';
import AlertsScreen from './AlertsScreen.tsx';
import { loadAlertsPageTexts } from './alertsTexts.ts';

/** The app's realtime bridge, handed out when the test says: a real worker playing a recorded stream. */
const realtimeGate = vi.hoisted(() => {
  let open: (bridge: RealtimeBridge) => void = () => undefined;
  const ready = new Promise<RealtimeBridge>((resolve) => {
    open = resolve;
  });
  return { ready, open: (bridge: RealtimeBridge) => open(bridge) };
});
vi.mock('../../../realtime/ensureRealtime.ts', () => ({
  realtime: () => realtimeGate.ready,
  ensureRealtime: () => undefined,
}));

const EURUSD = testSymbol('EURUSD', { close: '1.17003', change: '0.10' }, { Id: 1 });
const GBPUSD = testSymbol('GBPUSD', { close: '1.31000', change: '0.00' }, { Id: 2 });

/** A stand-in for the alert routes: what the user added and cancelled, and which fired. */
function alertServer() {
  const alerts: PriceAlert[] = [];
  const calls: string[] = [];
  const reply = (data: unknown) =>
    new Response(JSON.stringify({ code: SUCCESS_CODE, msg: 'ok', data }), {
      headers: { 'content-type': 'application/json' },
    });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), location.origin);
    const query = url.searchParams;
    if (url.pathname.endsWith('/trade_list')) return reply([EURUSD, GBPUSD]);
    // the call and its own parameters (the client's lang and cache-buster left out)
    query.delete('lang');
    query.delete('_t');
    calls.push(`${url.pathname.split('/').at(-1)}${url.pathname.endsWith('/list') ? '' : ` ${query}`}`);
    if (url.pathname.endsWith('/alert/add')) {
      const symbol = [EURUSD, GBPUSD].find((item) => item.Id === Number(query.get('forex_id')));
      const alert: PriceAlert = {
        id: alerts.length + 1,
        symbolId: symbol?.Id ?? 0,
        code: symbol?.Code ?? '',
        watch: query.get('watch') === 'ask' ? 'ask' : 'bid',
        direction: query.get('direction') === 'below' ? 'below' : 'above',
        level: query.get('price') ?? '',
        status: 'active',
        createdAt: Date.UTC(2026, 10, 27, 9, 0),
        firedAt: null,
        firedPrice: null,
      };
      alerts.unshift(alert);
      return reply(alert);
    }
    const byId = (id: number) => alerts.find((alert) => alert.id === id);
    if (url.pathname.endsWith('/alert/cancel')) {
      const alert = byId(Number(query.get('id')));
      if (alert) alert.status = 'cancelled';
      return reply(alert);
    }
    const list: AlertList = {
      active: alerts.filter((alert) => alert.status === 'active'),
      fired: alerts.filter((alert) => alert.status === 'fired'),
    };
    return reply(list);
  });
  const fire = (id: number, price: string, firedAt: number) => {
    Object.assign(byIdOrThrow(alerts, id), { status: 'fired', firedAt, firedPrice: price });
  };
  return { calls, fire };
}

function byIdOrThrow(alerts: readonly PriceAlert[], id: number): PriceAlert {
  const alert = alerts.find((item) => item.id === id);
  if (!alert) throw new Error(`no alert ${id}`);
  return alert;
}

/** A stream with one PRICE_ALERT push, 50 ms after the socket opens. */
function pushOf(fired: PriceAlertFired): Uint8Array {
  const packr = new Packr({ useRecords: false, mapsAsObjects: true });
  return encodeStream([{ at: 50, frame: packr.pack({ op: 'msg', topic: 'PRICE_ALERT', seq: 1, data: fired }) }]);
}

const input = <T extends HTMLElement = HTMLInputElement>(view: Rendered, label: string) => {
  const found = [...view.container.querySelectorAll('label')].find((item) => item.textContent === label);
  const control = found && view.container.querySelector<T>(`[id="${found.htmlFor}"]`);
  if (!control) throw new Error(`no field ${label}`);
  return control;
};
const button = (view: Rendered, name: string) => {
  const found = [...view.container.querySelectorAll('button')].find(
    (item) => item.textContent === name || item.getAttribute('aria-label') === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const texts = (view: Rendered, testId: string) =>
  [...view.container.querySelectorAll(`[data-testid="${testId}"] > li`)].map((item) => item.textContent ?? '');
const toasts = () => useUi.getState().toasts.map((toast) => toast.text);

/** Sets a control's value the way typing does, so React sees the change. */
function typeInto(control: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

function choose(control: HTMLSelectElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

let bridge: RealtimeBridge | null = null;

describe('/mine/alerts in Chromium', () => {
  let view: Rendered | undefined;
  afterEach(() => {
    view?.unmount();
    bridge?.stop();
    vi.restoreAllMocks();
  });

  // first: the other test opens the realtime gate with a bridge it stops after
  it('refuses a level that is not a plain number ("1e5", "-1") or has too many decimals, keeping it as typed', async () => {
    await loadAlertsPageTexts();
    const server = alertServer();
    useUi.setState({ toasts: [] });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    view = await render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/mine/alerts']}>
          <AlertsScreen />
        </MemoryRouter>
      </QueryClientProvider>,
      { width: 390, height: 844 },
    );
    const shown = view;
    await expect.poll(() => input(shown, 'Level').value).toBe('1.17003');
    for (const typed of ['1e5', '-1']) {
      typeInto(input(shown, 'Level'), typed);
      await settle();
      // the box still shows what was typed: not 15 or 1
      expect(input(shown, 'Level').value).toBe(typed);
      button(shown, 'Add alert').click();
      await settle();
      expect(toasts()).toContain('Enter the price level as a number.');
    }
    // more decimals than EURUSD quotes: said here, not as the server's "price allows at most 5 decimal places"
    typeInto(input(shown, 'Level'), '1.170031');
    await settle();
    button(shown, 'Add alert').click();
    await settle();
    expect(toasts()).toContain('The level allows at most 5 decimal places.');
    expect(toasts()).not.toContain('Alert added');
    expect(server.calls.filter((call) => call.startsWith('add'))).toEqual([]);
  });

  it('adds alerts, lists and cancels them, and shows a fired one in the notice and the list', async () => {
    // the route loads the page's texts with its chunk (src/app/screens.tsx); rendered alone, the test does
    await loadAlertsPageTexts();
    const server = alertServer();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    view = await render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/mine/alerts']}>
          <AlertsScreen />
          <PriceAlertNotice />
        </MemoryRouter>
      </QueryClientProvider>,
      { width: 390, height: 844 },
    );
    const shown = view;
    await expect.poll(() => shown.container.textContent).toContain('No active alerts.');

    // the level starts at EURUSD's bid now; bid and above are the defaults
    const level = input(shown, 'Level');
    expect(level.value).toBe('1.17003');
    typeInto(level, '1.17010');
    await settle();
    button(shown, 'Add alert').click();
    await expect.poll(() => texts(shown, 'alerts-active').join('|')).toContain('Bid at or above 1.17010');
    expect(server.calls).toContain('add forex_id=1&watch=bid&direction=above&price=1.17010');
    expect(toasts()).toContain('Alert added');

    // another symbol: its own price now, then ask and below
    const symbol = input<HTMLSelectElement>(shown, 'Symbol');
    choose(symbol, 'GBPUSD');
    await settle();
    expect(input(shown, 'Level').value).toBe('1.31000');
    button(shown, 'Ask').click();
    button(shown, 'At or below').click();
    await settle();
    button(shown, 'Add alert').click();
    await expect.poll(() => texts(shown, 'alerts-active')).toHaveLength(2);
    expect(server.calls).toContain('add forex_id=2&watch=ask&direction=below&price=1.31000');
    expect(texts(shown, 'alerts-active')[0]).toContain('Ask at or below 1.31000');

    button(shown, 'Cancel the GBPUSD alert').click();
    await expect.poll(() => texts(shown, 'alerts-active')).toHaveLength(1);
    expect(server.calls).toContain('cancel id=2');
    expect(toasts()).toContain('Alert cancelled');
    expect(shown.container.textContent).toContain('No alert has fired yet.');

    // the EURUSD alert fires: the socket pushes it, the notice says so and the list moves it to fired
    const firedAt = Date.UTC(2026, 10, 27, 9, 30);
    server.fire(1, '1.17012', firedAt);
    bridge = replayBridge(
      pushOf({
        id: 1,
        symbolId: 1,
        code: 'EURUSD',
        watch: 'bid',
        direction: 'above',
        level: '1.17010',
        price: '1.17012',
        firedAt,
      }),
      1,
    );
    realtimeGate.open(bridge);
    await expect.poll(toasts, { timeout: 5_000 }).toContain('EURUSD bid reached 1.17010 (1.17012)');
    await expect.poll(() => texts(shown, 'alerts-fired').join('|')).toContain('Reached at 1.17012');
    expect(shown.container.textContent).toContain('No active alerts.');
  });
});
