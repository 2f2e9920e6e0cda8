import { asc, eq, inArray } from 'drizzle-orm';
import type { TextLanguage } from '../../protocol/locales.ts';
import type { AdminSymbolStops } from '../../protocol/schemas/settingsAdmin.ts';
import type { Db } from '../db/database.ts';
import { accounts, categories, settings, symbols } from '../db/schema.ts';
import { recordAudit } from '../payments/audit.ts';
import { CREDIT_SCORE_MAX, checkSetting, STOPS_LEVEL_MAX } from './settingRules.ts';
import { isSettingKey, readSettings, type SettingKey, type Settings } from './settingsStore.ts';

// Staff change the server's flags, a symbol's stops level (its fee rates: feeRatesAdmin.ts) and a user's credit score; each change is written
// with its audit row in one transaction, and read fresh by the next request (nothing keeps a copy for long).

/** A change staff asked for: accepted, or refused as an unknown setting or a value outside what is allowed. */
export type AdminChange<T> =
  | { ok: true; value: T }
  /** `allowed` null: no such setting */
  | { ok: false; key: string; allowed: string | null; emptyAllowed?: true };

/**
 * Saves the settings staff changed (unknown keys refused, each value checked by its rule); one audit row
 * per value that really changed, with the old and new value. Nothing is written when any value is refused.
 */
export async function saveSettings(
  db: Db,
  staffId: number,
  changes: Readonly<Record<string, string>>,
): Promise<AdminChange<Settings>> {
  const accepted: [SettingKey, string][] = [];
  for (const [key, raw] of Object.entries(changes)) {
    if (!isSettingKey(key)) return { ok: false, key, allowed: null };
    const checked = checkSetting(key, raw);
    if (!checked.ok) return { ...checked, key };
    accepted.push([key, checked.value]);
  }
  await db.transaction(async (tx) => {
    const keys = accepted.map(([key]) => key);
    const rows = keys.length ? await tx.select().from(settings).where(inArray(settings.key, keys)).for('update') : [];
    const before = new Map(rows.map((row) => [row.key, row.value]));
    for (const [key, value] of accepted) {
      if (before.get(key) === value) continue;
      await tx.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
      await recordAudit(tx, staffId, 'setting.save', null, { key, from: before.get(key) ?? null, to: value });
    }
  });
  return { ok: true, value: await readSettings(db) };
}

export type SymbolStops = Omit<AdminSymbolStops, 'fee_reference'>;

/**
 * Every symbol (enabled or not) with its stops level and both fee rates, in display order; its category named
 * in `lang` as the market list names it (English, then the code, when the category has no such name).
 */
export async function listSymbolStops(db: Db, lang: TextLanguage): Promise<SymbolStops[]> {
  const rows = await db
    .select({ symbol: symbols, category: categories.code, categoryNames: categories.nameTrans })
    .from(symbols)
    .innerJoin(categories, eq(categories.id, symbols.categoryId))
    .orderBy(asc(categories.sort), asc(symbols.sort));
  return rows.map(({ symbol, category, categoryNames }) => ({
    id: symbol.id,
    code: symbol.code,
    category,
    category_name: categoryNames[lang] ?? categoryNames.en ?? category,
    price_precision: symbol.pricePrecision,
    stops_level: symbol.stopsLevel,
    fee_per_lot: symbol.feePerLot,
    fee_margin_rate: symbol.feeMarginRate,
  }));
}

/** Sets a symbol's stops level (0 … STOPS_LEVEL_MAX points); null when there is no such symbol. */
export async function saveStopsLevel(
  db: Db,
  staffId: number,
  symbolId: number,
  points: number,
): Promise<AdminChange<number> | null> {
  if (!Number.isInteger(points) || points < 0 || points > STOPS_LEVEL_MAX) {
    return { ok: false, key: 'stops_level', allowed: `0 … ${STOPS_LEVEL_MAX}` };
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(symbols).where(eq(symbols.id, symbolId)).for('update');
    if (!before) return null;
    if (before.stopsLevel !== points) {
      await tx.update(symbols).set({ stopsLevel: points }).where(eq(symbols.id, symbolId));
      await recordAudit(tx, staffId, 'symbol.stopsLevel', symbolId, {
        code: before.code,
        from: before.stopsLevel,
        to: points,
      });
    }
    return { ok: true, value: points };
  });
}

/** Sets the credit score of a user's trading account; null when the user has no account. */
export async function saveCreditScore(
  db: Db,
  staffId: number,
  userId: number,
  score: number,
): Promise<AdminChange<number> | null> {
  if (!Number.isInteger(score) || score < 0 || score > CREDIT_SCORE_MAX) {
    return { ok: false, key: 'credit_score', allowed: `0 … ${CREDIT_SCORE_MAX}` };
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(accounts).where(eq(accounts.userId, userId)).for('update');
    if (!before) return null;
    if (before.creditScore !== score) {
      await tx.update(accounts).set({ creditScore: score }).where(eq(accounts.id, before.id));
      await recordAudit(tx, staffId, 'user.creditScore', userId, { from: before.creditScore, to: score });
    }
    return { ok: true, value: score };
  });
}
