import type { TFunction } from 'i18next';
import { readDecimal } from '../../../../protocol/decimalText.ts';
import type { LanguageCode } from '../../../../protocol/locales.ts';
import { formatTyped, looksGrouped, parseTyped } from '../../../format/number.ts';
import { unreadableMessage } from '../../trade/order-form/formMessages.ts';

/** What is wrong with a typed deposit or withdrawal amount. */
export type AmountProblem = 'empty' | 'unreadable' | 'grouped' | 'notPositive' | 'tooManyDecimals';

export type AmountRead = { ok: true; wire: string } | { ok: false; problem: AmountProblem };

/** A leading minus (ASCII or U+2212): the number after it is readable, but not an amount. */
const MINUS = /^[-\u2212]/;

/**
 * A typed amount read in the user's language (parseTyped: its decimal mark or a point, full-width digits too)
 * and checked against the server's rule for the field: positive, at most `places` decimals (never rounded).
 * Spaces go first, as in the trading boxes: a Russian or French "1 000,50", typed or pasted as the app
 * writes amounts, is 1000,50 (a space is never a decimal mark).
 */
export function readAmount(typed: string, lang: LanguageCode, places: number): AmountRead {
  const text = typed.normalize('NFKC').replace(/\s/gu, '');
  if (text === '') return { ok: false, problem: 'empty' };
  if (looksGrouped(text, lang)) return { ok: false, problem: 'grouped' };
  const negative = MINUS.test(text);
  const wire = parseTyped(negative ? text.slice(1) : text, lang);
  if (wire === null) return { ok: false, problem: 'unreadable' };
  const read = readDecimal(wire, { places, positive: true });
  if (negative) return { ok: false, problem: 'notPositive' };
  if ('value' in read) return { ok: true, wire };
  return { ok: false, problem: read.problem === 'malformed' ? 'unreadable' : read.problem };
}

/** What the amount box says about a problem, in the language's marks. */
export function amountMessage(t: TFunction, problem: AmountProblem, lang: LanguageCode, places: number): string {
  switch (problem) {
    case 'empty':
      return t('payments.enterAmount');
    case 'unreadable':
      return unreadableMessage(t, lang);
    case 'grouped':
      return t('localNumbers.grouped', { thousand: formatTyped(1000, 0, lang), example: formatTyped('1.5', 1, lang) });
    case 'notPositive':
      return t('payments.amountPositive');
    case 'tooManyDecimals':
      return t('payments.amountDecimals', { places });
  }
}

/** The amount box's state: the wire text to send (null when refused) and the message under the box. */
export function checkAmount(
  t: TFunction,
  typed: string,
  lang: LanguageCode,
  places: number,
): { wire: string | null; problem: string | null } {
  const read = readAmount(typed, lang, places);
  return read.ok
    ? { wire: read.wire, problem: null }
    : { wire: null, problem: amountMessage(t, read.problem, lang, places) };
}
