import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { placeholders } from '../../protocol/placeholders.ts';
import { localNumber } from './localNumber.ts';
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

  it('says a wrong password that now needs a captcha in the words of any other wrong password', () => {
    for (const [lang, messages] of Object.entries(SERVER_MESSAGES)) {
      expect(messages.loginFailedCaptchaRequired.startsWith(messages.loginFailed), lang).toBe(true);
    }
  });

  it('fills placeholders and shows English for Arabic', () => {
    expect(translate('ar', 'settingUnknown', { key: 'x' })).toBe('Unknown setting "x"');
    expect(translate('de', 'settingUnknown', { key: 'x' })).toContain('x');
  });
});

describe('numbers in server messages', () => {
  it("writes wrapped amounts with the language's group and decimal marks, and leaves ids and codes plain", () => {
    const margin = { required: localNumber('582661.19', 2), available: localNumber(new Big('9998.5'), 2) };
    expect(translate('en', 'insufficientMargin', margin)).toBe(
      'Not enough free margin: this order needs 582,661.19 USD, 9,998.50 USD is available',
    );
    expect(translate('de', 'insufficientMargin', margin)).toContain('582.661,19 USD');
    expect(translate('de', 'insufficientMargin', margin)).toContain('9.998,50 USD');
    expect(translate('fr', 'insufficientMargin', margin)).toContain('582\u202f661,19 USD');
    expect(translate('ru', 'insufficientMargin', margin)).toContain('582\u00a0661,19 USD');
    // Arabic reads English text, with English numbers
    expect(translate('ar', 'insufficientMargin', margin)).toContain('582,661.19 USD');
    // every decimal a lot size has, none added
    expect(translate('de', 'lotsInvalid', { min: localNumber('0.0100'), step: localNumber('0.01') })).toBe(
      'Die Lots müssen mindestens 0,01 betragen, in Schritten von 0,01',
    );
    expect(translate('spa', 'depositAboveMaximum', { max: localNumber('1000'), currency: 'USD' })).toContain(
      '1.000 USD',
    );
    // a code is a plain param: never grouped
    expect(translate('de', 'codeMailBody', { code: '123456', minutes: 10 })).toContain('123456');
  });
});
