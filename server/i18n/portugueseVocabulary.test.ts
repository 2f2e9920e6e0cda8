import { describe, expect, it } from 'vitest';
import { BRAZILIAN_PORTUGUESE } from '../../protocol/portugueseVocabulary.ts';
import { ARTICLES_PT } from '../content/newsText/pt.data.ts';
import { LEDGER_MEMO_KEYS, memoText } from '../payments/ledgerMemos.ts';
import serverMessages from './messages/pt.ts';

/**
 * The server's Portuguese is the app's, European (pt-PT): the same words as the client locale test
 * (src/i18n/locales.test.ts) hold the messages, the ledger memos and the seeded news to.
 */
const texts: [string, string][] = [
  ...Object.entries(serverMessages).map(([key, text]): [string, string] => [`server ${key}`, text]),
  ...LEDGER_MEMO_KEYS.map((key): [string, string] => [`memo ${key}`, memoText(key, 'pt')]),
  ...Object.entries(ARTICLES_PT).map(([slug, text]): [string, string] => [
    `news ${slug}`,
    `${text.title} ${text.desc} ${text.content}`,
  ]),
];

describe('European Portuguese on the server', () => {
  it('reads every pt text: messages, ledger memos and seeded news', () => {
    expect(texts.length).toBeGreaterThan(100);
  });

  it('never writes a Brazilian word (senha, celular, usuário, digite, cadastro, você…)', () => {
    const offending = texts.filter(([, text]) => BRAZILIAN_PORTUGUESE.test(text)).map(([key]) => key);
    expect(offending).toEqual([]);
  });
});
