import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../protocol/locales.ts';
import { placeholders } from '../../protocol/placeholders.ts';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./locales/*.json', { eager: true, import: 'default' });

function load(lang: string): Tree {
  const tree = files[`./locales/${lang}.json`];
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

const english = flatten(load('en'));

describe('client locales', () => {
  it('has one file per language code and nothing else', () => {
    const names = Object.keys(files).map((file) => file.replace(/^\.\/locales\/(.+)\.json$/, '$1'));
    expect(names.sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(LANGUAGE_CODES.filter((lang) => lang !== 'en'))('%s has every key and placeholder of English', (lang) => {
    const strings = flatten(load(lang));
    expect([...strings.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(text.trim().length, `${lang} ${key} is empty`).toBeGreaterThan(0);
      expect(placeholders(strings.get(key) ?? ''), `${lang} ${key}`).toEqual(placeholders(text));
    }
  });

  it('Arabic deliberately reads English', () => {
    expect(load('ar')).toEqual(load('en'));
  });

  it('translates rather than copying English (beyond a few shared words)', () => {
    for (const lang of LANGUAGE_CODES.filter((code) => code !== 'en' && code !== 'ar')) {
      const strings = flatten(load(lang));
      const copied = [...english].filter(([key, text]) => strings.get(key) === text && key !== 'app.name');
      expect(copied.length, `${lang} copies ${copied.map(([key]) => key).join(', ')}`).toBeLessThanOrEqual(6);
    }
  });
});
