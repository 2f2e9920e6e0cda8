import { count, desc, eq, sql } from 'drizzle-orm';
import { INTL_LOCALE, type LanguageCode, textLanguageOf } from '../../protocol/locales.ts';
import { DATE_TIME_TO_SECOND, NEW_YORK_ZONE } from '../../protocol/newYork.ts';
import type { LedgerPage, LedgerRow } from '../../protocol/schemas/payments.ts';
import type { Db } from '../db/database.ts';
import { ledgerEntries } from '../db/schema.ts';
import { Big } from '../money/decimal.ts';
import { memoText } from './ledgerMemos.ts';

/** Ledger times are shown in the platform's time zone (New York, as the charts), in the reader's locale. */
export function formatLedgerTime(at: Date, lang: LanguageCode): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], { ...DATE_TIME_TO_SECOND, timeZone: NEW_YORK_ZONE }).format(at);
}

type EntryRow = typeof ledgerEntries.$inferSelect;

export function toLedgerRow(entry: EntryRow, lang: LanguageCode): LedgerRow {
  return {
    id: entry.id,
    Value: new Big(entry.amount).toFixed(),
    MemoTran: memoText(entry.memo, textLanguageOf(lang)),
    CreatedAtTran: formatLedgerTime(entry.createdAt, lang),
    CreatedAt: entry.createdAt.getTime(),
    Kind: entry.kind,
    BalanceAfter: new Big(entry.balanceAfter).toFixed(),
  };
}

/** One page of an account's ledger, newest first. */
export async function ledgerPage(
  db: Db,
  accountId: number,
  page: number,
  pageSize: number,
  lang: LanguageCode,
): Promise<LedgerPage> {
  const where = eq(ledgerEntries.accountId, accountId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(ledgerEntries)
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(ledgerEntries).where(where),
  ]);
  return { data: rows.map((row) => toLedgerRow(row, lang)), total: total?.value ?? 0, page };
}

/** Sums of the account's ledger by kind: deposits, withdrawals, fees, realised P&L. */
export async function ledgerTotals(db: Db, accountId: number) {
  const rows = await db
    .select({ kind: ledgerEntries.kind, total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
    .groupBy(ledgerEntries.kind);
  const of = (kind: string) => new Big(rows.find((row) => row.kind === kind)?.total ?? '0');
  return {
    deposit: of('deposit'),
    withdraw: of('withdraw').times(-1),
    fee: of('trade_fee').times(-1),
    pnl: of('trade_pnl'),
  };
}
