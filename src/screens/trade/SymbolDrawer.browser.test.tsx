import { act } from 'react';
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
