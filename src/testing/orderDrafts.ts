import type { OrderDraft, SymbolRules } from '../trading/orderForm.ts';

/** EUR/USD's trading rules as the order-form tests use them: 0.01-lot steps, 10x or 100x. */
export const EURUSD_RULES: SymbolRules = {
  id: 1,
  step: '0.01',
  minLots: '0.01',
  multiples: [10, 100],
  marketOpen: true,
};

/** A market draft of 0.10 lots at 100x with both stops off. */
export const MARKET_DRAFT: OrderDraft = {
  market: true,
  price: '',
  lots: '0.10',
  multiple: 100,
  stopLossOn: false,
  stopLoss: '',
  takeProfitOn: false,
  takeProfit: '',
};
