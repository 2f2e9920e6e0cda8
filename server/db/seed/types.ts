import type { TextLanguage } from '../../../protocol/locales.ts';

/** Trading session a category follows (server/market decides open/closed from it). */
export type SessionKind = 'forex' | 'metals' | 'energy' | 'indices' | 'crypto';

export interface CategorySeed {
  code: SessionKind;
  /** Name in every language that has its own text (Arabic shows English). */
  nameTrans: Record<TextLanguage, string>;
  sort: number;
}

/** One tradable symbol. Decimals are strings so nothing is lost before they reach NUMERIC columns. */
export interface SymbolSeed {
  code: string;
  showCode: string;
  name: string;
  category: SessionKind;
  baseCurrency: string;
  quoteCurrency: string;
  pricePrecision: number;
  /** Lot step (SPEC's `Pip`), e.g. "0.01". */
  lotStep: string;
  minLots: string;
  /** Units per lot, e.g. "100000" for FX, "100" for XAUUSD (troy ounces). */
  contractSize: string;
  /** Fee in USD per lot, charged while trade_fee_type = 1. */
  feePerLot: string;
  /** Fee as a fraction of the margin (0.0005 is 0.05 %), charged under any other trade_fee_type. */
  feeMarginRate: string;
  /** 1 = fixed margin (lots × contract size), 2 = multiple-based. */
  marginMode: 1 | 2;
  leverageOptions: number[];
  /** Minimum stop distance from the market in points (units of the last price digit). */
  stopsLevel: number;
  referencePrice: string;
  typicalSpread: string;
  annualVolatility: string;
}

export interface AreaCodeSeed {
  /** Dialling code without "+". */
  code: string;
  /** ISO 3166-1 alpha-2. */
  globalCode: string;
}
