import { INTL_LOCALE, type LanguageCode } from '../../protocol/locales.ts';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(lang: LanguageCode, decimals: number): Intl.NumberFormat {
  const key = `${lang}:${decimals}`;
  let found = formatters.get(key);
  if (!found) {
    // 'always': SPEC §9 wants separators from 1000 up, which some locales (es) skip for four digits.
    found = new Intl.NumberFormat(INTL_LOCALE[lang], {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: 'always',
    });
    formatters.set(key, found);
  }
  return found;
}

/**
 * Each language's decimal mark and thousands separator, as its Intl.NumberFormat writes them
 * (number.test.ts holds this table to Intl, and the fast path below to Intl's output). Prices are
 * formatted with them directly: the first Intl.NumberFormat of a page loads the locale's ICU data,
 * a long task on a phone's start-up path (measured at ~190 ms with a 4x slower CPU).
 */
export const NUMBER_MARKS: Readonly<Record<LanguageCode, { decimal: string; group: string }>> = {
  hk: { decimal: '.', group: ',' },
  en: { decimal: '.', group: ',' },
  jp: { decimal: '.', group: ',' },
  kr: { decimal: '.', group: ',' },
  th: { decimal: '.', group: ',' },
  ar: { decimal: '.', group: ',' },
  vn: { decimal: ',', group: '.' },
  de: { decimal: ',', group: '.' },
  spa: { decimal: ',', group: '.' },
  it: { decimal: ',', group: '.' },
  tr: { decimal: ',', group: '.' },
  id: { decimal: ',', group: '.' },
  fr: { decimal: ',', group: '\u202f' },
  ru: { decimal: ',', group: '\u00a0' },
  pt: { decimal: ',', group: '\u00a0' },
};

/** Intl.NumberFormat's limit. */
const MAX_FRACTION_DIGITS = 100;
/** the char code of '5': a dropped digit from here up rounds the kept ones up */
const FIVE = 53;

function groupThousands(integer: string, group: string): string {
  let grouped = integer.slice(-3);
  for (let end = integer.length - 3; end > 0; end -= 3)
    grouped = `${integer.slice(Math.max(0, end - 3), end)}${group}${grouped}`;
  return grouped;
}

/**
 * `magnitude` (not negative) at `decimals` places as Intl writes it: from the number's shortest decimal
 * form (String(), the digits Intl reads too, not the binary value toFixed reads), rounded half away from
 * zero. Returns the integer and fraction digits.
 */
function roundedDigits(magnitude: number, decimals: number): [integer: string, fraction: string] {
  const [mantissa = '0', exponent = '0'] = String(magnitude).split('e');
  const [whole = '0', part = ''] = mantissa.split('.');
  let digits = whole + part;
  let point = whole.length + Number(exponent);
  if (point < 1) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  const kept = point + decimals;
  digits = digits.padEnd(kept + 1, '0');
  let rounded = digits.slice(0, kept);
  if (digits.charCodeAt(kept) >= FIVE) rounded = (BigInt(rounded) + 1n).toString().padStart(kept, '0');
  const integerLength = rounded.length - decimals;
  return [rounded.slice(0, integerLength).replace(/^0+(?=\d)/, ''), rounded.slice(integerLength)];
}

/** A decimal string from the server shown at a fixed number of decimals with locale separators. */
export function formatDecimal(value: string | number, decimals: number, lang: LanguageCode): string {
  const numeric = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(numeric)) return '--';
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_FRACTION_DIGITS) {
    return formatter(lang, decimals).format(numeric);
  }
  const [integer, fraction] = roundedDigits(Math.abs(numeric), decimals);
  const marks = NUMBER_MARKS[lang];
  const sign = numeric < 0 || Object.is(numeric, -0) ? '-' : '';
  return `${sign}${groupThousands(integer, marks.group)}${decimals > 0 ? `${marks.decimal}${fraction}` : ''}`;
}

/** Decimal places of a decimal string ("0.01" -> 2). */
export function decimalsOf(value: string): number {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
}

/** A plain decimal string as the server writes money: digits, an optional sign and fraction, no exponent. */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * An exact decimal string from the server (a ledger amount or balance) with every decimal it has and at
 * least `minDecimals`, so a statement's lines add up to the balances it shows: a 0.0055 fee is not "0.01".
 * The string itself is formatted (no float in between), so no digit is lost however long it is.
 */
export function formatExact(value: string, minDecimals: number, lang: LanguageCode): string {
  if (!PLAIN_DECIMAL.test(value)) return '--';
  const fraction = value.split('.')[1]?.replace(/0+$/, '') ?? '';
  const decimals = Math.min(MAX_FRACTION_DIGITS, Math.max(minDecimals, fraction.length));
  return formatter(lang, decimals).format(value as `${number}`);
}

const percentPatterns = new Map<LanguageCode, { before: string; after: string }>();

/** Where the language puts the percent sign, read from Intl once: "7%", "7 %" (French, German), "%7" (Turkish). */
function percentPattern(lang: LanguageCode): { before: string; after: string } {
  let found = percentPatterns.get(lang);
  if (!found) {
    const sample = new Intl.NumberFormat(INTL_LOCALE[lang], { style: 'percent' }).format(0.07);
    const [before = '', after = ''] = sample.split('7');
    found = { before, after };
    percentPatterns.set(lang, found);
  }
  return found;
}

/**
 * A value already in percent ("0.42") at 2 decimals with the language's marks and percent style:
 * "0.42%", "0,42 %" in French, "%0,42" in Turkish; `signed` puts "+" before a rise (a change).
 */
export function formatPercent(value: string | number, lang: LanguageCode, options: { signed?: boolean } = {}): string {
  const numeric = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(numeric)) return '--';
  const { before, after } = percentPattern(lang);
  const sign = numeric < 0 ? '-' : numeric > 0 && options.signed ? '+' : '';
  return `${sign}${before}${formatDecimal(Math.abs(numeric), 2, lang)}${after}`;
}

/** A percent change with an explicit sign: "+0.42%", "-1.20%", "0.00%" (in the language's style). */
export function formatChange(value: string, lang: LanguageCode): string {
  return formatPercent(value, lang, { signed: true });
}

export type Direction = 'up' | 'down' | 'flat';

export function directionOf(change: string): Direction {
  const numeric = Number(change);
  if (numeric > 0) return 'up';
  if (numeric < 0) return 'down';
  return 'flat';
}

/*
 * Numbers typed into a box (lots, prices, stops, amounts). A box shows a number with the language's
 * decimal mark and no grouping ("1234,5" in de, "1234.5" in en). What is typed is read with the language's
 * decimal mark or a point as the decimal mark, so a phone keypad that only offers one of them works in every
 * language. Group separators are never read: in de, it, spa, tr, id and vn the point is the group mark AND
 * the accepted decimal point, so "1.234,5" and "1.000" are ambiguous; such text is refused (the box says what
 * is wrong) instead of guessed. The rest of the app holds a box's text in draft form: what was typed with '.'
 * for the decimal mark (anything else kept, a sign or a letter too, so it stays refusable), and sends the
 * wire's plain form (protocol/decimalText.ts).
 */

/** The full-width forms of ASCII (U+FF01-FF5E, a CJK keyboard's "１２"): NFKC maps each to ASCII at this offset. */
const FULL_WIDTH_FIRST = 0xff01;
const FULL_WIDTH_LAST = 0xff5e;
const FULL_WIDTH_OFFSET = 0xfee0;

/**
 * Text typed or pasted into a box as its draft: spaces go (a French "1 000,50" pasted as the app shows it is
 * 1000,50; a space is never a decimal mark), full-width characters become ASCII and the language's decimal
 * mark becomes '.'. Nothing else is dropped: a sign, an exponent or a letter stays in the box, which then says
 * the text is not a number, instead of reading another one ("1e5" is not 15 lots).
 */
export function draftFromTyped(typed: string, lang: LanguageCode): string {
  const mark = NUMBER_MARKS[lang].decimal;
  let draft = '';
  for (const character of halfWidth(typed.replace(/\s/gu, ''))) draft += character === mark ? '.' : character;
  return draft;
}

/**
 * `text` with its full-width characters as ASCII ("１２，５" → "12,5"; a CJK keyboard's code "０７２" → "072");
 * nothing else changed ("10²" stays).
 */
export function halfWidth(text: string): string {
  let ascii = '';
  for (const character of text) {
    const code = character.charCodeAt(0);
    ascii +=
      code >= FULL_WIDTH_FIRST && code <= FULL_WIDTH_LAST ? String.fromCharCode(code - FULL_WIDTH_OFFSET) : character;
  }
  return ascii;
}

/** What a box shows for a draft or wire text ("0.01" → "0,01" in de): its points as the decimal mark. */
export function typedFromDraft(draft: string, lang: LanguageCode): string {
  const mark = NUMBER_MARKS[lang].decimal;
  return mark === '.' ? draft : draft.replaceAll('.', mark);
}

/**
 * Whether typed text could be a grouped thousand in a language whose group mark is the point (de, it, spa,
 * tr, id, vn): "1.000" or "12.345" there may mean one thousand as well as 1, so it is refused, never read as
 * a decimal. A point with other than three digits after it ("0.5", "1.2345") is still read as the decimal mark.
 */
export function looksGrouped(typed: string, lang: LanguageCode): boolean {
  return NUMBER_MARKS[lang].group === '.' && /^[1-9]\d{0,2}\.\d{3}$/.test(halfWidth(typed.trim()));
}

/**
 * A typed number (the language's decimal mark or '.', at most one, no group separator, no sign) as the wire's
 * plain decimal text ("0,020" → "0.020", ",5" → "0.5", "1." → "1", "007" → "7", full-width "１２" → "12"), or
 * null when unreadable or when it looksGrouped ("1.000" in de).
 * Decimals are kept as typed (trailing zeros too): checking them against a rule is the caller's job.
 */
export function parseTyped(typed: string, lang: LanguageCode): string | null {
  const mark = NUMBER_MARKS[lang].decimal;
  const text = halfWidth(typed.trim());
  if (looksGrouped(text, lang)) return null;
  const point = mark === '.' ? text : text.replace(mark, '.');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(point);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const integer = whole.replace(/^0+(?=\d)/, '') || '0';
  return fraction === '' ? integer : `${integer}.${fraction}`;
}

/** A number as a box shows it: at `decimals` places, the language's decimal mark, no grouping. */
export function formatTyped(value: string | number, decimals: number, lang: LanguageCode): string {
  const group = NUMBER_MARKS[lang].group;
  return formatDecimal(value, decimals, lang).replaceAll(group, '');
}
