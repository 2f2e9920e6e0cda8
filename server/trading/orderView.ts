import { DATE_TIME_TO_SECOND, NEW_YORK_ZONE } from '../../protocol/newYork.ts';
import type { Order } from '../../protocol/schemas/trading.ts';
import { openingPrice } from '../../protocol/tradingMath.ts';
import type { QuoteBook } from '../market/quoteBook.ts';
import { Big } from '../money/decimal.ts';
import type { StoredOrder } from './orderStore.ts';
import type { TradingSymbols } from './tradingSymbols.ts';
import { currentValuationPrice, floatingProfit, sideOf } from './valuation.ts';

const newYork = new Intl.DateTimeFormat('sv-SE', { ...DATE_TIME_TO_SECOND, timeZone: NEW_YORK_ZONE });

/** Timestamps formatted lately, by epoch second: Intl formatting costs tens of µs, and an order's view is built on every reply. */
const formattedSeconds = new Map<number, string>();
const FORMATTED_SECONDS_KEPT = 4_096;

/** "YYYY-MM-DD HH:mm:ss" in New York, the chart's time zone (SPEC §9). */
export function newYorkTimestamp(epochMs: number): string {
  const second = Math.floor(epochMs / 1000);
  let text = formattedSeconds.get(second);
  if (text === undefined) {
    if (formattedSeconds.size >= FORMATTED_SECONDS_KEPT) formattedSeconds.clear();
    text = newYork.format(second * 1000);
    formattedSeconds.set(second, text);
  }
  return text;
}

const LIST_STATUS = { pending: 0, open: 1, closed: 3, cancelled: 3 } as const;

function entryOf(entry: string): 'market' | 'limit' | 'stop' {
  return entry === 'limit' || entry === 'stop' ? entry : 'market';
}

function listStatus(status: string): number {
  return status === 'pending' || status === 'open' || status === 'closed' || status === 'cancelled'
    ? LIST_STATUS[status]
    : 3;
}

/** SPEC's order as the lists show it, valued at the live quotes while it is open. */
export function toOrderView(row: StoredOrder, symbols: TradingSymbols, quotes: QuoteBook): Order {
  const symbol = symbols.get(row.symbolId);
  const precision = symbol?.pricePrecision ?? 5;
  const fixed = (value: string | Big | null) => (value === null ? '0' : new Big(value).toFixed(precision));
  const quote = quotes.snapshot(row.symbolId);
  let price: string;
  let profit: Big;
  if (row.status === 'open') {
    price = fixed(currentValuationPrice(row, symbols, quotes));
    profit = floatingProfit(row, symbols, quotes);
  } else if (row.status === 'pending') {
    price = quote ? fixed(openingPrice(sideOf(row), quote.bid, quote.ask)) : '0';
    profit = new Big(0);
  } else {
    price = fixed(row.closePrice);
    profit = new Big(row.profit ?? 0);
  }
  return {
    Id: row.id,
    ForexTradeLists: { ShowCode: symbol?.showCode ?? '', Code: symbol?.code ?? '', PricePrecision: precision },
    ForexId: row.symbolId,
    OrderType: row.side,
    Status: listStatus(row.status),
    Entry: entryOf(row.entry),
    Quantity: new Big(row.lots).toFixed(),
    Multiple: row.multiple,
    OriginPrice: fixed(row.openPrice ?? row.targetPrice),
    Price: price,
    UpdatePrice: price,
    FactProfits: profit.toFixed(2),
    CautionMoney: new Big(row.margin).toFixed(6),
    TradeFee: new Big(row.fee).toFixed(6),
    TargetLossPrice: row.stopLoss === null ? '0' : fixed(row.stopLoss),
    TargetProfitPrice: row.takeProfit === null ? '0' : fixed(row.takeProfit),
    CloseReason: row.closeReason ?? '',
    TrailingPoints: row.trailingPoints ?? 0,
    CreateTimeHandler: newYorkTimestamp(row.createdAt),
    CreatedAt: row.createdAt,
    OpenedAt: row.openedAt ?? null,
    ClosedAt: row.closedAt ?? null,
  };
}
