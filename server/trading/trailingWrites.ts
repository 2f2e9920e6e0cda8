import { sql } from 'drizzle-orm';
import { type MovedStops, TOPIC_FOREX_STOPS } from '../../protocol/ws.ts';
import { queryRows, tableRowOf } from '../db/rows.ts';
import { orders } from '../db/schema.ts';
import type { EngineContext } from './engineContext.ts';
import type { StopMove } from './trailingStops.ts';

/**
 * Writes the stop-losses a batch of ticks moved, in ONE statement: only for positions still open, and only
 * where the stored stop is worse (a buy's lower, a sell's higher), so a stop never moves back, not even
 * past a stop the user set at the same moment. The trigger index takes each stop once it is written: a
 * restart finds every stop the index ever acted on. Each owner online hears of their moved stops (FOREX_STOPS,
 * the price as stored) so a chart's stop-loss line follows the trail.
 */
export async function writeStopMoves(context: EngineContext, moves: readonly StopMove[]): Promise<void> {
  if (moves.length === 0) return;
  const values = sql.join(
    moves.map((move) => sql`(${move.orderId}::integer, ${move.stopLoss}::numeric)`),
    sql`, `,
  );
  const rows = await queryRows<Record<string, unknown>>(
    context.db,
    sql`update ${orders} set stop_loss = moved.stop
        from (values ${values}) as moved(id, stop)
        where ${orders.id} = moved.id and ${orders.status} = 'open' and ${orders.trailingPoints} is not null
          and (${orders.stopLoss} is null
            or (${orders.side} = 1 and ${orders.stopLoss} < moved.stop)
            or (${orders.side} = 2 and ${orders.stopLoss} > moved.stop))
        returning ${orders}.*`,
  );
  const movedByUser = new Map<number, MovedStops['orders']>();
  for (const raw of rows) {
    const row = tableRowOf(orders, raw);
    context.book.setStops(row);
    const userId = context.book.userOf(row.accountId);
    if (userId === undefined) continue;
    context.markDirty(userId);
    if (row.stopLoss === null) continue;
    const moved = movedByUser.get(userId) ?? [];
    moved.push({ id: row.id, stopLoss: row.stopLoss });
    movedByUser.set(userId, moved);
  }
  for (const [userId, moved] of movedByUser) {
    context.publisher.toUser(userId, TOPIC_FOREX_STOPS, { orders: moved } satisfies MovedStops);
  }
}
