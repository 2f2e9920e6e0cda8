import { describe, expect, it } from 'vitest';
import { INTL_LOCALE, LANGUAGE_CODES } from '../../protocol/locales.ts';
import { placeholders } from '../../protocol/placeholders.ts';
import { BRAZILIAN_PORTUGUESE } from '../../protocol/portugueseVocabulary.ts';

type Tree = { [key: string]: string | Tree };

/** A text's form for an amount (`_one`, `_few`, `_many`, ...; see pluralForm.ts), beside its plain text. */
const PLURAL_FORM = /_(zero|one|two|few|many)$/;

/** The app's texts and those loaded with their screens (back office, alerts page, position sheet, desktop terminal, chart lines): one file per language each. */
const localeSets = {
  app: import.meta.glob<Tree>('./locales/*.json', { eager: true, import: 'default' }),
  'back office': import.meta.glob<Tree>('../admin/locales/*.json', { eager: true, import: 'default' }),
  'alerts page': import.meta.glob<Tree>('../screens/mine/alerts/locales/*.json', { eager: true, import: 'default' }),
  'position sheet': import.meta.glob<Tree>('../screens/order/locales/*.json', { eager: true, import: 'default' }),
  'payment screens': import.meta.glob<Tree>('../screens/mine/payments/locales/*.json', {
    eager: true,
    import: 'default',
  }),
  'desktop terminal': import.meta.glob<Tree>('../screens/terminal/locales/*.json', { eager: true, import: 'default' }),
  'chart lines': import.meta.glob<Tree>('../trading/chartLines/locales/*.json', { eager: true, import: 'default' }),
};

function load(files: Record<string, Tree>, lang: string): Tree {
  const tree = Object.entries(files).find(([file]) => file.endsWith(`/locales/${lang}.json`))?.[1];
  if (!tree) throw new Error(`no locale file for ${lang}`);
  return tree;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

describe.each(Object.entries(localeSets))('client locales: %s', (_, files) => {
  const english = flatten(load(files, 'en'));

  it('has one file per language code and nothing else', () => {
    const names = Object.keys(files).map((file) => file.replace(/^.*\/locales\/(.+)\.json$/, '$1'));
    expect(names.sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(LANGUAGE_CODES.filter((lang) => lang !== 'en'))('%s has every key and placeholder of English', (lang) => {
    const strings = flatten(load(files, lang));
    const plain = (texts: Map<string, string>) => [...texts.keys()].filter((key) => !PLURAL_FORM.test(key)).sort();
    expect(plain(strings)).toEqual(plain(english));
    for (const [key, text] of english) {
      if (PLURAL_FORM.test(key)) continue;
      expect(text.trim().length, `${lang} ${key} is empty`).toBeGreaterThan(0);
      expect(placeholders(strings.get(key) ?? ''), `${lang} ${key}`).toEqual(placeholders(text));
    }
  });

  it.each(LANGUAGE_CODES)("%s's forms of a word for an amount belong to its own plain text and language", (lang) => {
    // "orders.lotsCount_one": the form pluralForm() picks where the language has it (src/i18n/pluralForm.ts)
    const strings = flatten(load(files, lang));
    const forms = new Intl.PluralRules(INTL_LOCALE[lang]).resolvedOptions().pluralCategories;
    for (const [key, text] of strings) {
      const form = PLURAL_FORM.exec(key);
      if (!form) continue;
      const plainKey = key.slice(0, form.index);
      expect(forms, `${lang} ${key}: the language has no such form`).toContain(form[1]);
      expect(strings.has(plainKey), `${lang} ${key} without ${plainKey}`).toBe(true);
      expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(strings.get(plainKey) ?? ''));
    }
  });

  it('Arabic deliberately reads English', () => {
    expect(load(files, 'ar')).toEqual(load(files, 'en'));
  });

  it('translates rather than copying English (beyond short codes and a few shared words)', () => {
    // Strings of up to 3 characters are codes ("1M", "O", "Vol"), the same in every language.
    // a word's form for an amount ("lotsCount_one") is a variant of its plain text, not more prose
    const prose = [...english].filter(([key, text]) => text.length > 3 && key !== 'app.name' && !PLURAL_FORM.test(key));
    const allowed = Math.max(6, Math.ceil(prose.length * 0.03));
    for (const lang of LANGUAGE_CODES.filter((code) => code !== 'en' && code !== 'ar')) {
      const strings = flatten(load(files, lang));
      const copied = prose.filter(([key, text]) => strings.get(key) === text);
      expect(copied.length, `${lang} copies ${copied.map(([key]) => key).join(', ')}`).toBeLessThanOrEqual(allowed);
    }
  });
});

it("keeps the back office's keys out of the app's own texts (they merge into one namespace)", () => {
  const app = Object.keys(load(localeSets.app, 'en'));
  const backOffice = Object.keys(load(localeSets['back office'], 'en'));
  expect(backOffice.length).toBeGreaterThan(0);
  expect(app.filter((key) => backOffice.includes(key))).toEqual([]);
});

it('writes Portuguese as European Portuguese (pt-PT, the locale of its numbers and dates), never Brazilian', () => {
  // the words a Portuguese reader meets as palavra-passe, telemóvel, utilizador, introduza, ecrã, registo,
  // levantamento and Nova Iorque; the log-in screens once said "Senha" under the title "Recuperar palavra-passe",
  // and the back office "Usuários cadastrados" beside a "Utilizadores" tab. The server's messages are held to
  // the same words (server/i18n/portugueseVocabulary.test.ts).
  for (const [set, files] of Object.entries(localeSets)) {
    for (const [key, text] of flatten(load(files, 'pt')))
      expect(text, `${set} ${key}`).not.toMatch(BRAZILIAN_PORTUGUESE);
  }
});

it('names each side of an order with one word in Italian, on the form, the lists, the chart and the legend', () => {
  // the form once said "Compra" where the order list, the detail sheet and the chart said "Acquisto"
  const it = new Map(Object.values(localeSets).flatMap((files) => [...flatten(load(files, 'it'))]));
  for (const side of ['buy', 'sell']) {
    const words = new Set([`orderForm.${side}`, `orders.${side}`, `chartLines.${side}`].map((key) => it.get(key)));
    expect([...words], side).toHaveLength(1);
  }
  expect(it.get('orderSafety.oneTapHint')).toContain(`${it.get('orders.buy')} e ${it.get('orders.sell')}`);
});
