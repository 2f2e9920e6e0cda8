import type { AccountRisk } from '../../protocol/schemas/trading.ts';
import { TOPIC_FOREX_TRADE } from '../../protocol/ws.ts';
import type { Publisher } from './engineContext.ts';
import type { LiveBook } from './liveBook.ts';

export interface TotalsPusherOptions {
  book: Pick<LiveBook, 'accountOf' | 'holdingCount' | 'pendingCount'>;
  publisher: Publisher;
  risk(accountId: number): Promise<AccountRisk>;
  log?: (message: string, error?: unknown) => void;
}

/**
 * FOREX_TRADE: the account totals of every user whose numbers moved since the last beat (a tick on a symbol
 * they hold, an order, a close), to online users only, at most once per beat each.
 */
export class TotalsPusher {
  private readonly dirtyUsers = new Set<number>();

  constructor(private readonly options: TotalsPusherOptions) {}

  markDirty(userId: number): void {
    this.dirtyUsers.add(userId);
  }

  /** One beat: pushes to each marked user who is online, then forgets the marks. */
  push(): Promise<void>[] {
    if (this.dirtyUsers.size === 0) return [];
    const users = [...this.dirtyUsers];
    this.dirtyUsers.clear();
    const { book, publisher, risk, log } = this.options;
    const sent: Promise<void>[] = [];
    for (const userId of users) {
      const accountId = book.accountOf(userId);
      if (accountId === undefined || !publisher.isOnline(userId)) continue;
      sent.push(
        risk(accountId)
          .then((totals) =>
            publisher.toUser(userId, TOPIC_FOREX_TRADE, {
              balance: totals.balance,
              equity: totals.equity,
              margin: totals.margin,
              free_margin: totals.free_margin,
              risk_rate: totals.risk_rate,
              all_fact_profits: totals.all_fact_profits,
              holding: book.holdingCount(accountId),
              pending: book.pendingCount(accountId),
            }),
          )
          .catch((error: unknown) => log?.('FOREX_TRADE push failed', error)),
      );
    }
    return sent;
  }
}
