import { feeRateUnder } from '../../protocol/feeRate.ts';
import type { TextLanguage } from '../../protocol/locales.ts';
import type { TradeSymbol } from '../../protocol/schemas/market.ts';
import { price } from '../money/decimal.ts';
import type { SymbolRow } from './catalog.ts';
import { toQuotation } from './quotation.ts';
import type { Quote } from './quoteBook.ts';
import { isSessionOpen, toNewYorkTime } from './sessions.ts';
import { symbolName } from './symbolSearch.ts';

/** A quote made from the reference price, for a symbol that has not ticked since the server started. */
export function referenceQuote(row: SymbolRow, time: number): Quote {
  const bid = price(row.referencePrice);
  return { bid, ask: price(bid.plus(row.typicalSpread)), dayOpen: bid, dayHigh: bid, dayLow: bid, time };
}

export function isMarketOpen(row: SymbolRow, now: number, alwaysOpen: boolean): boolean {
  return alwaysOpen || isSessionOpen(row.session, toNewYorkTime(now));
}

export interface TradeSymbolView {
  now: number;
  alwaysOpen: boolean;
  /** the language of `Name` */
  lang: TextLanguage;
  /** trade_fee_type in force: `ForexFeeRate` is the symbol's rate under it */
  feeType: number;
}

/** SPEC's trade symbol with its live quotation, named in the reader's language. */
export function toTradeSymbol(row: SymbolRow, quote: Quote | undefined, view: TradeSymbolView): TradeSymbol {
  const { now, alwaysOpen } = view;
  return {
    Id: row.id,
    Code: row.code,
    ShowCode: row.showCode,
    Name: symbolName(row, view.lang),
    NameEn: row.name,
    Logo: row.logo,
    CategoryId: row.categoryId,
    BaseCurrency: row.baseCurrency,
    QuoteCurrency: row.quoteCurrency,
    MarketStatus: isMarketOpen(row, now, alwaysOpen) ? 1 : 0,
    PricePrecision: row.pricePrecision,
    Pip: row.lotStep,
    ForexMinCont: row.minLots,
    ForexContNum: row.contractSize,
    ForexFeeRate: feeRateUnder(view.feeType, { perLot: row.feePerLot, marginRate: row.feeMarginRate }),
    MarginMode: row.marginMode,
    HasForexMultiple: row.leverageOptions.map((value) => ({ Value: value })),
    stops_level: row.stopsLevel,
    ForexQuotations: toQuotation(quote ?? referenceQuote(row, now), row.pricePrecision),
  };
}
