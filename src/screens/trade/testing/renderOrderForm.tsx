import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TradeSymbol } from '../../../../protocol/schemas/market.ts';
import { type Rendered, render } from '../../../testing/render.tsx';
import { OrderForm } from '../OrderForm.tsx';

/** The order form for `symbol` in a box `width` px wide, the fee charged as a share of the value. */
export function renderOrderForm(symbol: TradeSymbol, width: number): Promise<Rendered> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['basicInfo'], { trade_fee_type: 2 });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OrderForm symbol={symbol} symbols={[symbol]} />
      </MemoryRouter>
    </QueryClientProvider>,
    { width, height: 700 },
  );
}
