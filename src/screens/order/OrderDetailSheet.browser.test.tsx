import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { type Rendered, render, settle } from '../../testing/render.tsx';
import { testOrder } from '../../trading/testing/testOrder.ts';
import { OrderDetailSheet } from './OrderDetailSheet.tsx';

const OPENED = Date.UTC(2026, 10, 27, 14, 5, 0);
const CLOSED = Date.UTC(2026, 10, 28, 9, 30, 0);

async function showSheet(order: ReturnType<typeof testOrder>): Promise<Rendered> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = await render(
    <QueryClientProvider client={client}>
      <OrderDetailSheet order={order} symbols={[]} onChanged={() => {}} onClosing={() => {}} onClose={() => {}} />
    </QueryClientProvider>,
  );
  await settle();
  return view;
}

/** The sheet's figures as label → the instant of a <time> value. */
function timesByLabel(): Map<string, string | null> {
  const found = new Map<string, string | null>();
  for (const row of document.querySelectorAll('dl > div')) {
    const time = row.querySelector('dd time');
    if (time) found.set(row.querySelector('dt')?.textContent ?? '', time.getAttribute('dateTime'));
  }
  return found;
}

describe('OrderDetailSheet', () => {
  let view: Rendered | undefined;
  afterEach(() => view?.unmount());

  it('says when a closed order was closed, beside when it was opened', async () => {
    view = await showSheet(
      testOrder({ Status: 3, CloseReason: 'manual', CreatedAt: OPENED, ClosedAt: CLOSED, Price: '1.16600' }),
    );
    expect(Object.fromEntries(timesByLabel())).toEqual({
      Opened: new Date(OPENED).toISOString(),
      Closed: new Date(CLOSED).toISOString(),
    });
  });

  it('has no close time for an open position', async () => {
    view = await showSheet(testOrder({ Status: 1, CreatedAt: OPENED }));
    expect([...timesByLabel().keys()]).toEqual(['Opened']);
  });

  it('says when a pending order was placed: it has not opened', async () => {
    view = await showSheet(testOrder({ Status: 0, CreatedAt: OPENED, OriginPrice: '1.16000' }));
    expect(Object.fromEntries(timesByLabel())).toEqual({ Placed: new Date(OPENED).toISOString() });
  });

  it('says when a filled pending order was placed and when it opened', async () => {
    const FILLED = Date.UTC(2026, 10, 27, 20, 45, 0);
    view = await showSheet(testOrder({ Status: 1, CreatedAt: OPENED, OpenedAt: FILLED }));
    expect(Object.fromEntries(timesByLabel())).toEqual({
      Placed: new Date(OPENED).toISOString(),
      Opened: new Date(FILLED).toISOString(),
    });
  });

  it('says a market order opened when it was placed, once', async () => {
    view = await showSheet(
      testOrder({ Status: 3, CloseReason: 'manual', CreatedAt: OPENED, OpenedAt: OPENED, ClosedAt: CLOSED }),
    );
    expect([...timesByLabel().keys()]).toEqual(['Opened', 'Closed']);
  });

  it('says when a pending order that was cancelled was placed, and when it was cancelled', async () => {
    view = await showSheet(testOrder({ Status: 3, CloseReason: 'cancelled', CreatedAt: OPENED, ClosedAt: CLOSED }));
    expect([...timesByLabel().keys()]).toEqual(['Placed', 'Closed']);
  });
});
