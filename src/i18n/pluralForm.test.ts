import { createInstance, type ResourceLanguage } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../protocol/locales.ts';
import { pluralForm } from './pluralForm.ts';

describe('the form of a word that goes with an amount', () => {
  it('follows each language: English and European Portuguese count 0.01 as many, French as one', () => {
    expect(['1', '0.01', '2'].map((amount) => pluralForm(amount, 'en'))).toEqual(['one', 'other', 'other']);
    expect(['1', '0.01', '1.5'].map((amount) => pluralForm(amount, 'pt'))).toEqual(['one', 'other', 'other']);
    expect(['1', '0.01', '1.5', '2'].map((amount) => pluralForm(amount, 'fr'))).toEqual(['one', 'one', 'one', 'other']);
  });

  it('gives Russian its three forms and a fraction its own', () => {
    expect(['1', '21', '2', '4', '5', '11', '0.01'].map((amount) => pluralForm(amount, 'ru'))).toEqual([
      'one',
      'one',
      'few',
      'few',
      'many',
      'many',
      'other',
    ]);
  });

  it('has one form in Japanese, and reads Arabic (English texts) by English rules', () => {
    expect(['1', '2'].map((amount) => pluralForm(amount, 'jp'))).toEqual(['other', 'other']);
    expect(pluralForm('1', 'ar')).toBe('one');
  });
});

describe('a count of lots in the words of each language', () => {
  const texts = import.meta.glob<ResourceLanguage>('./locales/*.json', { eager: true, import: 'default' });

  /** The lots text for a decimal `amount` ('0.01'), shown with the language's decimal mark as the app does. */
  async function lotsCount(lang: LanguageCode, amount: string): Promise<string> {
    const text = lang === 'ar' ? 'en' : lang;
    const i18n = createInstance();
    await i18n.init({ lng: text, resources: { [text]: { translation: texts[`./locales/${text}.json`] ?? {} } } });
    const shown = ['fr', 'pt', 'ru'].includes(lang) ? amount.replace('.', ',') : amount;
    return i18n.t('orders.lotsCount', { lots: shown, context: pluralForm(amount, lang) });
  }

  it('says "1 lot" but "0.01 lots" in English, and "0,01 lot" in French', async () => {
    expect(await lotsCount('en', '1')).toBe('1 lot');
    expect(await lotsCount('en', '0.01')).toBe('0.01 lots');
    expect(await lotsCount('fr', '0.01')).toBe('0,01 lot');
    expect(await lotsCount('fr', '2')).toBe('2 lots');
    expect(await lotsCount('pt', '1')).toBe('1 lote');
    expect(await lotsCount('pt', '0.01')).toBe('0,01 lotes');
  });

  it('declines the Russian word by the number, and keeps one word where a language has one', async () => {
    expect(await Promise.all(['1', '3', '5', '0.01'].map((amount) => lotsCount('ru', amount)))).toEqual([
      '1 лот',
      '3 лота',
      '5 лотов',
      '0,01 лота',
    ]);
    expect(await lotsCount('jp', '1')).toBe(await lotsCount('jp', '2').then((text) => text.replace('2', '1')));
  });
});
