import { and, eq, sql } from 'drizzle-orm';
import { seedContent } from '../../content/seedContent.ts';
import { seedPayments } from '../../payments/seedPayments.ts';
import { DEFAULT_SETTINGS } from '../../settings/settingsStore.ts';
import type { Db } from '../database.ts';
import { areaCodes, categories, settings, symbols } from '../schema.ts';
import { AREA_CODE_SEEDS } from './areaCodes.data.ts';
import { CATEGORY_SEEDS } from './categories.data.ts';
import { symbolNameTrans } from './symbolNames.ts';
import { SYMBOL_SEEDS } from './symbols.data.ts';

/**
 * Writes the reference data a fresh database needs. Every insert skips rows that already exist, so
 * running it at each start is safe and never overwrites what staff changed.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing();

    await tx
      .insert(categories)
      .values(
        CATEGORY_SEEDS.map(({ code, nameTrans, sort }) => ({
          code,
          nameTrans: { ...nameTrans, ar: nameTrans.en },
          sort,
        })),
      )
      .onConflictDoNothing();

    const categoryRows = await tx.select({ id: categories.id, code: categories.code }).from(categories);
    const categoryId = new Map(categoryRows.map((row) => [row.code, row.id]));
    await tx
      .insert(symbols)
      .values(
        SYMBOL_SEEDS.map((seed, index) => {
          const id = categoryId.get(seed.category);
          if (id === undefined) throw new Error(`symbol ${seed.code}: category ${seed.category} missing`);
          return {
            code: seed.code,
            showCode: seed.showCode,
            name: seed.name,
            nameTrans: symbolNameTrans(seed),
            logo: `/logos/${seed.code}.svg`,
            categoryId: id,
            baseCurrency: seed.baseCurrency,
            quoteCurrency: seed.quoteCurrency,
            pricePrecision: seed.pricePrecision,
            lotStep: seed.lotStep,
            minLots: seed.minLots,
            contractSize: seed.contractSize,
            feePerLot: seed.feePerLot,
            feeMarginRate: seed.feeMarginRate,
            marginMode: seed.marginMode,
            leverageOptions: seed.leverageOptions,
            stopsLevel: seed.stopsLevel,
            referencePrice: seed.referencePrice,
            typicalSpread: seed.typicalSpread,
            annualVolatility: seed.annualVolatility,
            sort: index + 1,
          };
        }),
      )
      .onConflictDoNothing();
    await fillMissingSymbolNames(tx);

    await tx
      .insert(areaCodes)
      .values(AREA_CODE_SEEDS.map((seed, index) => ({ code: seed.code, globalCode: seed.globalCode, sort: index + 1 })))
      .onConflictDoNothing();

    await seedContent(tx);
    await seedPayments(tx);
  });
}

/**
 * A database made before symbol names were translated has `{}` in name_trans: give those seeded
 * symbols their names. A symbol whose names staff have set is never touched.
 */
async function fillMissingSymbolNames(tx: Db): Promise<void> {
  const untranslated = await tx
    .select({ code: symbols.code })
    .from(symbols)
    .where(sql`${symbols.nameTrans} = '{}'::jsonb`);
  for (const { code } of untranslated) {
    const seed = SYMBOL_SEEDS.find((candidate) => candidate.code === code);
    if (!seed) continue;
    await tx
      .update(symbols)
      .set({ nameTrans: symbolNameTrans(seed) })
      .where(and(eq(symbols.code, code), sql`${symbols.nameTrans} = '{}'::jsonb`));
  }
}

/** True when the symbol table has rows (used by start-up logging and tests). */
export async function hasSymbols(db: Db): Promise<boolean> {
  const rows = await db.select({ id: symbols.id }).from(symbols).where(eq(symbols.enabled, true)).limit(1);
  return rows.length > 0;
}
