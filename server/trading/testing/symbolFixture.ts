import type { SymbolRow } from '../../market/catalog.ts';

/** EURUSD as the catalogue ships it (100,000 units a lot, margin by leverage, fee 0.05% of the margin). */
export function eurusd(overrides: Partial<SymbolRow> = {}): SymbolRow {
  return {
    id: 1,
    code: 'EURUSD',
    showCode: 'EURUSD',
    name: 'Euro / US Dollar',
    nameTrans: {},
    stopsLevel: 0,
    logo: '',
    categoryId: 1,
    session: 'forex',
    baseCurrency: 'EUR',
    quoteCurrency: 'USD',
    pricePrecision: 5,
    lotStep: '0.01',
    minLots: '0.01',
    contractSize: '100000',
    feePerLot: '7',
    feeMarginRate: '0.0005',
    marginMode: 2,
    leverageOptions: [10, 100],
    referencePrice: '1.1',
    typicalSpread: '0.0001',
    annualVolatility: '0.08',
    ...overrides,
  };
}
