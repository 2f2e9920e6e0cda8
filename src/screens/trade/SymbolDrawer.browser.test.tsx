import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QUOTE_STRIDE } from '../../../workers/realtime/api.ts';
import { useMarket } from '../../market/marketStore.ts';
import { type Rendered, render, settle } from '../../testing/render.tsx';
import { testSymbol } from '../../testing/tradeSymbol.ts';
import { SymbolDrawer } from './SymbolDrawer.tsx';

const open = testSymbol('EURUSD', { close: '1.08450', change: '0.10' }, { Id: 1, Name: 'Euro / US Dollar' });
const closed = testSymbol('US30', { close: '42000.0', change: '0.00' }, { Id: 2, Name: 'Dow Jones', MarketStatus: 0 });

/** A live quote of `code` as the realtime worker hands it over, with the market open or closed. */
function liveQuote(code: string, bid: number, marketOpen: boolean): void {
  const values = new Float64Array(QUOTE_STRIDE);
  values.set([bid, bid, bid, bid, bid, Date.now(), marketOpen ? 1 : 0]);
  useMarket.getState().applyLive([code], new Uint16Array([0]), values, QUOTE_STRIDE);
}

describe('SymbolDrawer in Chromium', () => {
  let view: Rendered | undefined;
  afterEach(() => {
    view?.unmount();
    useMarket.setState({ quotes: {} });
  });

  const rowText = (code: string) => view?.container.querySelector(`[data-symbol="${code}"]`)?.textContent ?? '';

  it('marks a closed market "Closed" in place of its name, and follows the live market state', async () => {
    view = await render(
      <SymbolDrawer
        open
        symbols={[open, closed]}
        categories={[]}
        current="EURUSD"
        onSelect={() => {}}
        onClose={() => {}}
      />,
    );
    await settle();
    expect(rowText('EURUSD')).toContain('Euro / US Dollar');
    expect(rowText('EURUSD')).not.toContain('Closed');
    expect(rowText('US30')).toContain('Closed');
    expect(rowText('US30')).not.toContain('Dow Jones');

    // the weekend starts for EURUSD while the index opens: the rows follow the live quotes, not the list
    await act(async () => {
      liveQuote('EURUSD', 1.0846, false);
      liveQuote('US30', 42010, true);
    });
    await settle();
    expect(rowText('EURUSD')).toContain('Closed');
    expect(rowText('EURUSD')).not.toContain('Euro / US Dollar');
    expect(rowText('US30')).toContain('Dow Jones');
    expect(rowText('US30')).not.toContain('Closed');
  });
});

/**
 * The trade screen's drawer, open at first: `onClose` and `onSelect` are told, and the drawer closes on either
 * (a choice first replaces the screen's history entry with the symbol, as the trade screen does).
 */
function DrawerScreen({ onClose, onSelect }: { onClose(): void; onSelect(code: string): void }) {
  const [drawerOpen, setDrawerOpen] = useState(true);
  return (
    <SymbolDrawer
      open={drawerOpen}
      symbols={[open, closed]}
      categories={[]}
      current="EURUSD"
      onSelect={(code) => {
        onSelect(code);
        history.replaceState({ page: 'trade', code }, '');
        setDrawerOpen(false);
      }}
      onClose={() => {
        onClose();
        setDrawerOpen(false);
      }}
    />
  );
}

const nextPopState = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

describe('SymbolDrawer and Back', () => {
  let view: Rendered | undefined;
  afterEach(() => view?.unmount());

  it('Back (the Android gesture) closes the open drawer and stays on the trade screen', async () => {
    // an entry under the trade screen's, as the markets list is: Back without the fix would go there
    history.pushState({ page: 'home' }, '');
    history.pushState({ page: 'trade' }, '');
    let closes = 0;
    view = await render(<DrawerScreen onClose={() => (closes += 1)} onSelect={() => {}} />);
    await settle();
    expect(view.container.querySelector('[role="dialog"]')).not.toBeNull();

    const popped = nextPopState();
    history.back();
    await popped;
    await settle();
    expect(closes).toBe(1);
    expect(view.container.querySelector('[role="dialog"]')).toBeNull();
    expect(history.state).toEqual({ page: 'trade' });
  });

  it('leaves no entry of its own behind: the choice replaces the trade screen’s entry and Back leaves it', async () => {
    history.pushState({ page: 'home' }, '');
    history.pushState({ page: 'trade', code: 'EURUSD' }, '');
    let chosen = '';
    view = await render(<DrawerScreen onClose={() => {}} onSelect={(code) => (chosen = code)} />);
    await settle();
    const popped = nextPopState();
    await act(async () => view?.container.querySelector<HTMLButtonElement>('[data-symbol="US30"]')?.click());
    await popped;
    await settle();
    expect(chosen).toBe('US30');
    expect(view.container.querySelector('[role="dialog"]')).toBeNull();
    expect(history.state).toEqual({ page: 'trade', code: 'US30' });

    const back = nextPopState();
    history.back();
    await back;
    expect(history.state).toEqual({ page: 'home' });
  });
});
