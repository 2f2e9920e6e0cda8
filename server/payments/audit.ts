import { count, desc, eq } from 'drizzle-orm';
import type { AuditPage } from '../../protocol/schemas/paymentsAdmin.ts';
import type { Db } from '../db/database.ts';
import { staffAudit, staffUsers } from '../db/schema.ts';
import type { Tx } from '../ledger/transaction.ts';

export type AuditValue = string | number | boolean | null;
export type AuditDetail = Record<string, AuditValue>;

/** A stored value as an audit detail holds it (dates as ISO text; anything else not a primitive as null). */
export function auditValue(value: unknown): AuditValue {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
}

/**
 * One audit detail per field whose value differs between two versions of a record, with its value before and
 * after; `same` compares a field's values when plain equality is wrong (decimals, dates).
 */
export function fieldChanges<R extends Record<string, unknown>>(
  fields: readonly string[],
  before: R,
  after: R,
  same: (field: string, from: unknown, to: unknown) => boolean = (_field, from, to) => from === to,
): AuditDetail[] {
  return fields
    .filter((field) => !same(field, before[field], after[field]))
    .map((field) => ({ field, from: auditValue(before[field]), to: auditValue(after[field]) }));
}

/** Writes who did what to which record; call it inside the transaction of the action it records. */
export async function recordAudit(
  tx: Tx | Db,
  /** null only for a log-in attempt on an unknown e-mail */
  staffId: number | null,
  action: string,
  targetId: number | null,
  detail: AuditDetail = {},
): Promise<void> {
  await tx.insert(staffAudit).values({ staffId, action, targetId, detail });
}

/** The audit log, newest first. */
export async function listAudit(db: Db, page: number, pageSize: number): Promise<AuditPage> {
  const rows = await db
    .select({ entry: staffAudit, email: staffUsers.email })
    .from(staffAudit)
    .leftJoin(staffUsers, eq(staffUsers.id, staffAudit.staffId))
    .orderBy(desc(staffAudit.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ value: count() }).from(staffAudit);
  return {
    total: total?.value ?? 0,
    data: rows.map(({ entry, email }) => ({
      id: entry.id,
      staff_email: email ?? '',
      action: entry.action,
      target_id: entry.targetId,
      detail: JSON.stringify(entry.detail),
      created_at: entry.createdAt.toISOString(),
    })),
  };
}
