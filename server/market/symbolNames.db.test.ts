import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../protocol/envelope.ts';
import { LANGUAGE_CODES } from '../../protocol/locales.ts';
import type { TradeSymbol } from '../../protocol/schemas/market.ts';
import type { App } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { symbols } from '../db/schema.ts';
import { seedReferenceData } from '../db/seed/seed.ts';
import { readClientLocale } from '../i18n/clientLocales.ts';
import { buildTestApp } from '../testing/testApp.ts';
import { testDatabases } from '../testing/testDatabases.ts';

describe.each(testDatabases())('symbol names per language on $name', (target) => {
  let database: DatabaseHandle;
  let app: App;

  beforeAll(async () => {
    database = await target.open();
    app = await buildTestApp(database);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function list(lang: string, search?: string): Promise<TradeSymbol[]> {
    const query = search === undefined ? '' : `?searchCurrency=${encodeURIComponent(search)}`;
    const response = await app.inject({ method: 'GET', url: `/v1/api/forex/trade_list${query}`, headers: { lang } });
    expect(response.statusCode).toBe(200);
    return response.json<Envelope<TradeSymbol[]>>().data;
  }

  const nameOf = (rows: TradeSymbol[], code: string) => rows.find((row) => row.Code === code)?.Name;
  const codes = (rows: TradeSymbol[]) => rows.map((row) => row.Code);

  it('names every symbol in the lang header’s language, Arabic reading English', async () => {
    const english = await list('en');
    expect(nameOf(english, 'EURUSD')).toBe('Euro vs US Dollar');
    expect(nameOf(await list('hk'), 'EURUSD')).toBe('歐元兌美元');
    // The English name rides along, for the app's own filtering of the list.
    expect((await list('hk')).find((row) => row.Code === 'EURUSD')?.NameEn).toBe('Euro vs US Dollar');
    expect(nameOf(await list('tw'), 'XAUUSD')).toBe('黃金兌美元');
    expect(nameOf(await list('jp'), 'USDJPY')).toBe('米ドル/円');
    expect(nameOf(await list('kr'), 'EURUSD')).toBe('유로/달러');
    expect(nameOf(await list('de'), 'EURUSD')).toBe('Euro/US-Dollar');
    expect(nameOf(await list('ru'), 'UKOIL')).toBe('Нефть Brent');
    expect(nameOf(await list('ar'), 'EURUSD')).toBe('Euro vs US Dollar');
    // Every symbol has its own name in Chinese, none left in English.
    const chinese = await list('hk');
    expect(chinese).toHaveLength(english.length);
    for (const row of chinese) {
      expect(row.Name, row.Code).not.toBe(nameOf(english, row.Code));
      expect(row.Name, row.Code).not.toBe('');
    }
    // …and every language serves a name for every symbol.
    for (const lang of LANGUAGE_CODES) {
      for (const row of await list(lang)) expect(row.Name.trim(), `${lang} ${row.Code}`).not.toBe('');
    }
  });

  it('falls back to English only for a language left empty, and a restart keeps what staff wrote', async () => {
    const [eurgbp] = await database.db.select().from(symbols).where(eq(symbols.code, 'EURGBP'));
    const { ru: _dropped, ...kept } = eurgbp?.nameTrans ?? {};
    const edited = { ...kept, de: '', fr: 'Euro contre livre', it: '  ' };
    await database.db.update(symbols).set({ nameTrans: edited }).where(eq(symbols.code, 'EURGBP'));
    expect(nameOf(await list('de'), 'EURGBP')).toBe('Euro vs British Pound');
    expect(nameOf(await list('it'), 'EURGBP')).toBe('Euro vs British Pound');
    expect(nameOf(await list('ru'), 'EURGBP')).toBe('Euro vs British Pound');
    expect(nameOf(await list('fr'), 'EURGBP')).toBe('Euro contre livre');
    // Languages with a name keep it; other symbols are untouched.
    expect(nameOf(await list('hk'), 'EURGBP')).toBe('歐元兌英鎊');
    expect(nameOf(await list('de'), 'EURUSD')).toBe('Euro/US-Dollar');

    await seedReferenceData(database.db);
    expect(nameOf(await list('fr'), 'EURGBP')).toBe('Euro contre livre');
    expect(nameOf(await list('de'), 'EURGBP')).toBe('Euro vs British Pound');
  });

  it('names the symbols of a database made before names were translated at the next start', async () => {
    await database.db.update(symbols).set({ nameTrans: {} }).where(eq(symbols.code, 'AUDJPY'));
    expect(nameOf(await list('jp'), 'AUDJPY')).toBe('Australian Dollar vs Japanese Yen');
    await seedReferenceData(database.db);
    expect(nameOf(await list('jp'), 'AUDJPY')).toBe('豪ドル/円');
  });

  it('finds a symbol by its name in the reader’s language, by its English name and by its code', async () => {
    expect(codes(await list('hk', '黃金'))).toEqual(['XAUUSD']);
    expect(codes(await list('hk', '歐元'))).toEqual(['EURUSD', 'EURGBP', 'EURJPY', 'EURCHF', 'EURAUD']);
    expect(codes(await list('hk', 'gold'))).toEqual(['XAUUSD']);
    expect(codes(await list('hk', 'EUR'))).toEqual(['EURUSD', 'EURGBP', 'EURJPY', 'EURCHF', 'EURAUD']);
    expect(codes(await list('hk', '日經'))).toEqual(['JP225']);
    expect(codes(await list('jp', 'ビットコイン'))).toEqual(['BTCUSD']);
    expect(codes(await list('kr', '금'))).toEqual(['XAUUSD']);
    // Case folding beyond ASCII, full-width letters, the display code with its slash.
    expect(codes(await list('ru', 'золото'))).toEqual(['XAUUSD']);
    expect(codes(await list('de', 'rohöl'))).toEqual(['USOIL', 'UKOIL']);
    expect(codes(await list('en', 'ＸＡＵ'))).toEqual(['XAUUSD']);
    expect(codes(await list('en', 'gbp/jpy'))).toEqual(['GBPJPY']);
    // Another language's names are not searched: a Korean reader typing Chinese finds nothing.
    expect(await list('kr', '黃金')).toEqual([]);
    expect(await list('en', '黃金')).toEqual([]);
    // Wildcards are plain text.
    expect(await list('en', '%')).toEqual([]);
  });

  it('finds what the search box’s example names, in every language ("EUR or Gold", "EUR 或 黃金")', async () => {
    for (const lang of LANGUAGE_CODES) {
      const placeholder = readClientLocale(lang).product;
      const text = typeof placeholder === 'object' ? placeholder.placeholder : undefined;
      if (typeof text !== 'string') throw new Error(`${lang}: no product.placeholder`);
      const example =
        text
          .split(/[\s,、：:（）()]+/u)
          .filter(Boolean)
          .at(-1) ?? '';
      expect(codes(await list(lang, example)), `${lang} "${example}"`).toEqual(['XAUUSD']);
      expect(codes(await list(lang, 'EUR')), lang).toContain('EURUSD');
    }
  });
});
