import { and, asc, eq, isNull } from 'drizzle-orm';
import { BANK_FIELDS, type BindMethodBody, DRAW_TYPE, type WithdrawMethod } from '../../protocol/schemas/payments.ts';
import type { Db } from '../db/database.ts';
import { withdrawCurrencies, withdrawMethods } from '../db/schema.ts';
import type { Result } from '../refusal.ts';
import { normaliseName, verifiedName } from './identity.ts';
import type { NoSuchRecord } from './review.ts';

type MethodRefusalKey =
  | 'channelUnavailable'
  | 'addressInvalid'
  | 'pleaseComplete'
  | 'identityRequired'
  | 'payeeNameMismatch';

/** Every way binding or removing a collection method is refused, as data; only the routes render it. */
export type MethodRefusal = { code: 'invalidParams'; key: MethodRefusalKey } | NoSuchRecord;

export type MethodResult<T> = Result<T, MethodRefusal>;

function refusedBecause(key: MethodRefusalKey): MethodResult<never> {
  return { ok: false, refusal: { code: 'invalidParams', key } };
}

type MethodRow = typeof withdrawMethods.$inferSelect;
type CurrencyRow = typeof withdrawCurrencies.$inferSelect;

/** Crypto addresses: 20 to 120 letters, digits and colons (covers TRON, Ethereum, Bitcoin bech32 and more). */
const ADDRESS = /^[A-Za-z0-9:]{20,120}$/;

export function toMethod(row: MethodRow, currency: CurrencyRow): WithdrawMethod {
  const bank = row.bank ?? {};
  return {
    id: row.id,
    type: row.type,
    draw_id: row.currencyId,
    draw_currency: { id: currency.id, code: currency.code, protocol: currency.protocol },
    dc_address: row.dcAddress,
    bank_country: bank.bank_country ?? '',
    bank_name: bank.bank_name ?? '',
    bank_address: bank.bank_address ?? '',
    bank_swift: bank.bank_swift ?? '',
    aba_code: bank.aba_code ?? '',
    postal_code: bank.postal_code ?? '',
    payee_name: bank.payee_name ?? '',
    payee_account: bank.payee_account ?? '',
    payee_address: bank.payee_address ?? '',
    account_type: row.accountType ?? 0,
  };
}

/** `wallet/get_draw_method`: the user's live methods of a type, for one currency when `currencyId` is given. */
export async function listMethods(db: Db, userId: number, type: number, currencyId?: number) {
  const rows = await db
    .select({ method: withdrawMethods, currency: withdrawCurrencies })
    .from(withdrawMethods)
    .innerJoin(withdrawCurrencies, eq(withdrawCurrencies.id, withdrawMethods.currencyId))
    .where(
      and(
        eq(withdrawMethods.userId, userId),
        eq(withdrawMethods.type, type),
        isNull(withdrawMethods.deletedAt),
        currencyId ? eq(withdrawMethods.currencyId, currencyId) : undefined,
      ),
    )
    .orderBy(asc(withdrawMethods.id));
  return rows.map(({ method, currency }) => toMethod(method, currency));
}

/** The user's live method `id`, with its currency; undefined when it is not theirs or was removed. */
export async function findOwnMethod(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ method: withdrawMethods, currency: withdrawCurrencies })
    .from(withdrawMethods)
    .innerJoin(withdrawCurrencies, eq(withdrawCurrencies.id, withdrawMethods.currencyId))
    .where(and(eq(withdrawMethods.id, id), eq(withdrawMethods.userId, userId), isNull(withdrawMethods.deletedAt)));
  return row;
}

/**
 * `wallet/bind_draw_method`: a crypto address (type 1), or a bank account (type 2) whose every field is filled
 * and whose payee name is the user's verified real name.
 */
export async function bindMethod(db: Db, userId: number, body: BindMethodBody): Promise<MethodResult<WithdrawMethod>> {
  const [currency] = await db
    .select()
    .from(withdrawCurrencies)
    .where(and(eq(withdrawCurrencies.id, body.draw_id), eq(withdrawCurrencies.enabled, true)));
  if (!currency || currency.type !== body.type) return refusedBecause('channelUnavailable');
  let values: typeof withdrawMethods.$inferInsert;
  if (body.type === DRAW_TYPE.crypto) {
    const address = (body.dc_address ?? '').trim();
    if (!ADDRESS.test(address)) return refusedBecause('addressInvalid');
    values = { userId, type: body.type, currencyId: currency.id, dcAddress: address };
  } else {
    const bank: Record<string, string> = {};
    for (const field of BANK_FIELDS) {
      const value = (body[field] ?? '').trim();
      if (!value) return refusedBecause('pleaseComplete');
      bank[field] = value;
    }
    if (body.account_type === undefined) return refusedBecause('pleaseComplete');
    const realName = await verifiedName(db, userId);
    if (realName === null) return refusedBecause('identityRequired');
    if (normaliseName(bank.payee_name ?? '') !== normaliseName(realName)) return refusedBecause('payeeNameMismatch');
    values = { userId, type: body.type, currencyId: currency.id, bank, accountType: body.account_type };
  }
  const [row] = await db.insert(withdrawMethods).values(values).returning();
  if (!row) throw new Error('method insert returned nothing');
  return { ok: true, value: toMethod(row, currency) };
}

/** `wallet/del_draw_method`: removes one of the user's methods (kept for the records that used it). */
export async function deleteMethod(db: Db, userId: number, id: number, now: number): Promise<MethodResult<null>> {
  const [row] = await db
    .update(withdrawMethods)
    .set({ deletedAt: new Date(now) })
    .where(and(eq(withdrawMethods.id, id), eq(withdrawMethods.userId, userId), isNull(withdrawMethods.deletedAt)))
    .returning({ id: withdrawMethods.id });
  return row ? { ok: true, value: null } : { ok: false, refusal: { code: 'notFound', key: 'notFound' } };
}
