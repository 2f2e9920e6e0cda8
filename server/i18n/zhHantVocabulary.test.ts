import { describe, expect, it } from 'vitest';
import { ARTICLE_SEEDS } from '../content/seedContent.ts';
import { readClientLocale, type Tree } from './clientLocales.ts';
import serverMessages from './messages/hk.ts';

/**
 * docs/glossary-zh-hant.md: the Traditional Chinese (hk) texts use one word for each idea. Each rule
 * names a form that must not come back and the form used instead.
 */
const REPLACED: readonly { avoid: string; use: string }[] = [
  { avoid: '賬', use: '帳 (帳戶, 帳號)' },
  { avoid: '你', use: '您' },
  { avoid: '結餘', use: '餘額' },
  { avoid: '設置', use: '設定' },
  { avoid: '存款', use: '入金' },
  { avoid: '提款', use: '出金' },
  { avoid: '重設模擬', use: '重置模擬帳戶 (the button)' },
  { avoid: '帳號？', use: '帳戶 (an account you have or open)' },
  { avoid: '預付款', use: '保證金 (可用保證金)' },
  { avoid: '品種', use: '產品 (a tradable symbol)' },
];

const hk = readClientLocale('hk');

function strings(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : strings(value, `${prefix}${key}.`),
  );
}

const texts: [string, string][] = [
  ...strings(hk),
  ...Object.entries(serverMessages).map(([key, text]): [string, string] => [`server ${key}`, text]),
  ...ARTICLE_SEEDS.flatMap((seed): [string, string][] => {
    const text = seed.text.hk;
    return text ? [[`news ${seed.slug}`, `${text.title} ${text.desc} ${text.content}`]] : [];
  }),
];

describe('Traditional Chinese vocabulary', () => {
  it('reads every hk text: client, server messages and seeded news', () => {
    expect(texts.length).toBeGreaterThan(500);
  });

  it.each(REPLACED)('never writes $avoid (the glossary says $use)', ({ avoid }) => {
    const offending = texts.filter(([, text]) => text.includes(avoid)).map(([key]) => key);
    expect(offending).toEqual([]);
  });

  it('counts articles with 篇 and people with 位', () => {
    const texts = new Map(strings(hk));
    expect(texts.get('localContent.newsTotal')).toContain('篇');
    expect(texts.get('admin.total')).toContain('位');
  });
});
