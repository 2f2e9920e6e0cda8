import type { SessionKind, SymbolSeed } from './types.ts';

/** Contract terms shared by every symbol of a group (MT5-style contract specs). */
type Terms = Pick<
  SymbolSeed,
  | 'category'
  | 'lotStep'
  | 'minLots'
  | 'contractSize'
  | 'feePerLot'
  | 'feeMarginRate'
  | 'marginMode'
  | 'leverageOptions'
  | 'stopsLevel'
>;

/** What differs per symbol. */
type Quote = Pick<
  SymbolSeed,
  | 'code'
  | 'showCode'
  | 'name'
  | 'baseCurrency'
  | 'quoteCurrency'
  | 'pricePrecision'
  | 'referencePrice'
  | 'typicalSpread'
  | 'annualVolatility'
> &
  Partial<Terms>;

/** Fee as a fraction of the margin (trade_fee_type 2, the default): 0.0005 is 0.05 %. */
const FEE_MARGIN_RATE: Record<SessionKind, string> = {
  forex: '0.0005',
  metals: '0.0005',
  energy: '0.0008',
  indices: '0.0008',
  crypto: '0.0015',
};

/**
 * Fee in USD per lot (trade_fee_type 1), a commission like an ECN broker's: 7 USD for 100,000 of a
 * currency, about 0.005 % of what a lot is worth elsewhere; a symbol whose lot is worth far more or less
 * than its group's sets its own (JP225, the smaller coins).
 */
const FEE_PER_LOT: Record<SessionKind, string> = {
  forex: '7',
  metals: '10',
  energy: '5',
  indices: '2',
  crypto: '20',
};

/*
 * Stops levels (minimum stop distance in points) are set like a market-maker broker's: a few times the
 * symbol's typical 30-second move, so a stop placed at the nearest allowed price is not hit by noise.
 */
const FX_MAJOR: Terms = {
  category: 'forex',
  lotStep: '0.01',
  minLots: '0.01',
  contractSize: '100000',
  feePerLot: FEE_PER_LOT.forex,
  feeMarginRate: FEE_MARGIN_RATE.forex,
  marginMode: 2,
  leverageOptions: [10, 20, 50, 100, 200, 400],
  stopsLevel: 40,
};

const FX_CROSS: Terms = { ...FX_MAJOR, leverageOptions: [10, 20, 50, 100, 200], stopsLevel: 80 };

const METAL: Terms = {
  category: 'metals',
  lotStep: '0.01',
  minLots: '0.01',
  contractSize: '100',
  feePerLot: FEE_PER_LOT.metals,
  feeMarginRate: FEE_MARGIN_RATE.metals,
  marginMode: 2,
  leverageOptions: [10, 20, 50, 100, 200],
  stopsLevel: 200,
};

const ENERGY: Terms = {
  category: 'energy',
  lotStep: '0.01',
  minLots: '0.01',
  contractSize: '1000',
  feePerLot: FEE_PER_LOT.energy,
  feeMarginRate: FEE_MARGIN_RATE.energy,
  marginMode: 2,
  leverageOptions: [5, 10, 20, 50, 100],
  stopsLevel: 30,
};

const INDEX: Terms = {
  category: 'indices',
  lotStep: '0.1',
  minLots: '0.1',
  contractSize: '1',
  feePerLot: FEE_PER_LOT.indices,
  feeMarginRate: FEE_MARGIN_RATE.indices,
  marginMode: 2,
  leverageOptions: [5, 10, 20, 50, 100],
  stopsLevel: 200,
};

const CRYPTO: Terms = {
  category: 'crypto',
  lotStep: '0.01',
  minLots: '0.01',
  contractSize: '1',
  feePerLot: FEE_PER_LOT.crypto,
  feeMarginRate: FEE_MARGIN_RATE.crypto,
  marginMode: 2,
  leverageOptions: [2, 5, 10, 20],
  stopsLevel: 1000,
};

const CURRENCY_NAME: Record<string, string> = {
  EUR: 'Euro',
  USD: 'US Dollar',
  GBP: 'British Pound',
  JPY: 'Japanese Yen',
  CHF: 'Swiss Franc',
  AUD: 'Australian Dollar',
  CAD: 'Canadian Dollar',
  NZD: 'New Zealand Dollar',
};

/** A currency pair: code is BASE+QUOTE; JPY-quoted pairs have 3 decimals, the rest 5. */
function fx(terms: Terms, code: string, price: string, spread: string, vol: string): SymbolSeed {
  const base = code.slice(0, 3);
  const quote = code.slice(3, 6);
  return {
    ...terms,
    code,
    showCode: `${base}/${quote}`,
    name: `${CURRENCY_NAME[base] ?? base} vs ${CURRENCY_NAME[quote] ?? quote}`,
    baseCurrency: base,
    quoteCurrency: quote,
    pricePrecision: quote === 'JPY' ? 3 : 5,
    referencePrice: price,
    typicalSpread: spread,
    annualVolatility: vol,
  };
}

function spec(terms: Terms, quote: Quote): SymbolSeed {
  return { ...terms, ...quote };
}

export const SYMBOL_SEEDS: SymbolSeed[] = [
  // Forex majors
  fx(FX_MAJOR, 'EURUSD', '1.16520', '0.00012', '0.07'),
  fx(FX_MAJOR, 'GBPUSD', '1.33840', '0.00016', '0.08'),
  fx(FX_MAJOR, 'USDJPY', '152.410', '0.014', '0.10'),
  fx(FX_MAJOR, 'USDCHF', '0.80190', '0.00018', '0.08'),
  fx(FX_MAJOR, 'AUDUSD', '0.66080', '0.00014', '0.10'),
  fx(FX_MAJOR, 'USDCAD', '1.38230', '0.00018', '0.06'),
  fx(FX_MAJOR, 'NZDUSD', '0.58420', '0.00020', '0.11'),
  // Forex crosses
  fx(FX_CROSS, 'EURGBP', '0.87060', '0.00018', '0.06'),
  fx(FX_CROSS, 'EURJPY', '177.590', '0.022', '0.10'),
  fx(FX_CROSS, 'GBPJPY', '203.990', '0.032', '0.12'),
  fx(FX_CROSS, 'AUDJPY', '100.710', '0.024', '0.12'),
  fx(FX_CROSS, 'EURCHF', '0.93440', '0.00022', '0.06'),
  fx(FX_CROSS, 'EURAUD', '1.76330', '0.00030', '0.09'),
  fx(FX_CROSS, 'GBPCHF', '1.07330', '0.00032', '0.09'),
  fx(FX_CROSS, 'CADJPY', '110.260', '0.026', '0.10'),
  // Metals
  spec(METAL, {
    code: 'XAUUSD',
    showCode: 'XAU/USD',
    name: 'Gold vs US Dollar',
    baseCurrency: 'XAU',
    quoteCurrency: 'USD',
    pricePrecision: 2,
    referencePrice: '4186.45',
    typicalSpread: '0.25',
    annualVolatility: '0.18',
  }),
  spec(METAL, {
    code: 'XAGUSD',
    stopsLevel: 100,
    showCode: 'XAG/USD',
    name: 'Silver vs US Dollar',
    baseCurrency: 'XAG',
    quoteCurrency: 'USD',
    pricePrecision: 3,
    referencePrice: '51.842',
    typicalSpread: '0.025',
    annualVolatility: '0.30',
    contractSize: '5000',
  }),
  // Energy
  spec(ENERGY, {
    code: 'USOIL',
    showCode: 'USOIL',
    name: 'WTI Crude Oil',
    baseCurrency: 'USOIL',
    quoteCurrency: 'USD',
    pricePrecision: 2,
    referencePrice: '62.48',
    typicalSpread: '0.03',
    annualVolatility: '0.35',
  }),
  spec(ENERGY, {
    code: 'UKOIL',
    showCode: 'UKOIL',
    name: 'Brent Crude Oil',
    baseCurrency: 'UKOIL',
    quoteCurrency: 'USD',
    pricePrecision: 2,
    referencePrice: '66.17',
    typicalSpread: '0.04',
    annualVolatility: '0.33',
  }),
  // Indices
  spec(INDEX, {
    code: 'US30',
    showCode: 'US30',
    name: 'Dow Jones 30',
    baseCurrency: 'US30',
    quoteCurrency: 'USD',
    pricePrecision: 1,
    referencePrice: '47520.0',
    typicalSpread: '2.4',
    annualVolatility: '0.16',
  }),
  spec(INDEX, {
    code: 'US500',
    stopsLevel: 500,
    showCode: 'US500',
    name: 'S&P 500',
    baseCurrency: 'US500',
    quoteCurrency: 'USD',
    pricePrecision: 2,
    referencePrice: '6852.25',
    typicalSpread: '0.50',
    annualVolatility: '0.17',
    contractSize: '10',
  }),
  spec(INDEX, {
    code: 'NAS100',
    showCode: 'NAS100',
    name: 'Nasdaq 100',
    baseCurrency: 'NAS100',
    quoteCurrency: 'USD',
    pricePrecision: 1,
    referencePrice: '25410.5',
    typicalSpread: '1.2',
    annualVolatility: '0.22',
  }),
  spec(INDEX, {
    code: 'GER40',
    showCode: 'GER40',
    name: 'Germany 40',
    baseCurrency: 'GER40',
    quoteCurrency: 'EUR',
    pricePrecision: 1,
    referencePrice: '24315.0',
    typicalSpread: '1.0',
    annualVolatility: '0.18',
  }),
  spec(INDEX, {
    code: 'UK100',
    showCode: 'UK100',
    name: 'FTSE 100',
    baseCurrency: 'UK100',
    quoteCurrency: 'GBP',
    pricePrecision: 1,
    referencePrice: '9890.5',
    typicalSpread: '1.0',
    annualVolatility: '0.14',
  }),
  spec(INDEX, {
    code: 'JP225',
    feePerLot: '0.2',
    stopsLevel: 500,
    showCode: 'JP225',
    name: 'Nikkei 225',
    baseCurrency: 'JP225',
    quoteCurrency: 'JPY',
    pricePrecision: 1,
    referencePrice: '50480.0',
    typicalSpread: '8.0',
    annualVolatility: '0.21',
    contractSize: '10',
  }),
  // Crypto
  spec(CRYPTO, {
    code: 'BTCUSD',
    stopsLevel: 20000,
    showCode: 'BTCUSD',
    name: 'Bitcoin vs US Dollar',
    baseCurrency: 'BTC',
    quoteCurrency: 'USD',
    pricePrecision: 2,
    referencePrice: '104850.00',
    typicalSpread: '25.00',
    annualVolatility: '0.55',
  }),
  spec(CRYPTO, {
    code: 'ETHUSD',
    feePerLot: '0.75',
    showCode: 'ETHUSD',
    name: 'Ethereum vs US Dollar',
    baseCurrency: 'ETH',
    quoteCurrency: 'USD',
    pricePrecision: 2,
    referencePrice: '3812.40',
    typicalSpread: '2.50',
    annualVolatility: '0.70',
  }),
  spec(CRYPTO, {
    code: 'SOLUSD',
    feePerLot: '0.04',
    stopsLevel: 70,
    showCode: 'SOLUSD',
    name: 'Solana vs US Dollar',
    baseCurrency: 'SOL',
    quoteCurrency: 'USD',
    pricePrecision: 2,
    referencePrice: '186.35',
    typicalSpread: '0.20',
    annualVolatility: '0.85',
  }),
  spec(CRYPTO, {
    code: 'XRPUSD',
    feePerLot: '0.0005',
    stopsLevel: 100,
    showCode: 'XRPUSD',
    name: 'Ripple vs US Dollar',
    baseCurrency: 'XRP',
    quoteCurrency: 'USD',
    pricePrecision: 4,
    referencePrice: '2.4530',
    typicalSpread: '0.0040',
    annualVolatility: '0.80',
  }),
];
