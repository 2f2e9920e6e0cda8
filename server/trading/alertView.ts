import type { PriceAlert } from '../../protocol/schemas/alerts.ts';
import type { PriceAlertFired } from '../../protocol/ws.ts';
import type { AlertRow } from './alertStore.ts';
import type { TradingSymbols } from './tradingSymbols.ts';

/** An alert as the list shows it. */
export function toAlertView(row: AlertRow, symbols: TradingSymbols): PriceAlert {
  return {
    id: row.id,
    symbolId: row.symbolId,
    code: symbols.get(row.symbolId)?.code ?? '',
    watch: row.watch,
    direction: row.direction,
    level: row.level,
    status: row.status,
    createdAt: row.createdAt,
    firedAt: row.firedAt,
    firedPrice: row.firedPrice,
  };
}

/** PRICE_ALERT's payload for an alert just marked fired (its fired_at and fired_price written). */
export function firedAlertPayload(row: AlertRow, symbols: TradingSymbols): PriceAlertFired {
  const { id, symbolId, code, watch, direction, level, firedAt, firedPrice } = toAlertView(row, symbols);
  return { id, symbolId, code, watch, direction, level, price: firedPrice ?? '', firedAt: firedAt ?? 0 };
}
