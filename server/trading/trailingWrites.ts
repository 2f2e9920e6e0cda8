import { sql } from 'drizzle-orm';
import { queryRows, tableRowOf } from '../db/rows.ts';
import { orders } from '../db/schema.ts';
import type { EngineContext } from './engineContext.ts';
import type { StopMove } from './trailingStops.ts';

/**
 * Writes the stop-losses a batch of ticks moved, in ONE statement: only for positions still open, and only
 * where the stored stop is worse (a buy's lower, a sell's higher), so a stop never moves back, not even
 * past a stop the user set at the same moment. The trigger index takes each stop once it is written: a
 * restart finds every stop the index ever acted on.
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
  for (const raw of rows) {
    const row = tableRowOf(orders, raw);
    context.book.setStops(row);
    const userId = context.book.userOf(row.accountId);
    if (userId !== undefined) context.markDirty(userId);
  }
}
