import { describe, expect, it } from 'vitest';
import { placeholders } from '../../protocol/placeholders.ts';
import en from './messages/en.ts';
import { SERVER_MESSAGES, translate } from './translate.ts';

describe('server messages', () => {
  it('every language keeps the placeholders of English and translates the text', () => {
    for (const [lang, messages] of Object.entries(SERVER_MESSAGES)) {
      for (const [key, text] of Object.entries(en)) {
        const translated = Object.entries(messages).find(([candidate]) => candidate === key)?.[1] ?? '';
        expect(placeholders(translated), `${lang} ${key}`).toEqual(placeholders(text));
        if (lang !== 'en') expect(translated, `${lang} ${key}`).not.toBe(text);
      }
    }
  });

  it('fills placeholders and shows English for Arabic', () => {
    expect(translate('ar', 'settingUnknown', { key: 'x' })).toBe('Unknown setting "x"');
    expect(translate('de', 'settingUnknown', { key: 'x' })).toContain('x');
  });
});
