import Big from 'big.js';
import type { TFunction } from 'i18next';
import type { LanguageCode } from '../../../../protocol/locales.ts';
import { MAX_ORDER_LOTS, type Side } from '../../../../protocol/tradingMath.ts';
import { formatDecimal, formatExact, formatTyped } from '../../../format/number.ts';
import { pluralForm } from '../../../i18n/pluralForm.ts';
import { parseDecimal } from '../../../trading/decimalInput.ts';
import type { LotsIssue, OrderMoney, PriceIssue, SideBlock, StopIssue } from '../../../trading/orderChecks.ts';
import type { SymbolRules } from '../../../trading/orderForm.ts';
import type { StopRange } from '../../../trading/stopLevels.ts';

/**
 * An amount in USD at `decimals` (an order's margin and fee at the server's MONEY_DECIMALS, as the review
 * shows them; an account's figure at the cent), rounded half-up, with the code after the number as every
 * other amount in the app puts it ("123.456789 USD", "123,456789 USD" in de); the decimal string itself is
 * formatted, never a float.
 */
export function usd(value: string, lang: LanguageCode, decimals: number): string {
  return `${formatExact(new Big(value).toFixed(decimals, Big.roundHalfUp), decimals, lang)} USD`;
}

/** A lot size (a draft or the server's text) with the language's marks and every decimal it has: "0,01" in de. */
export function lotsText(lots: string, lang: LanguageCode): string {
  const value = parseDecimal(lots);
  return value === null ? '--' : formatExact(value.toFixed(), 0, lang);
}

/** What a box says to text that is not one number, with an example in the language's marks ("1,5" in de). */
export function unreadableMessage(t: TFunction, lang: LanguageCode): string {
  return t('localNumbers.unreadable', { example: formatTyped('1.5', 1, lang) });
}

/** A price with more decimals than the symbol quotes ("At most 5 decimal places"). */
export function tooPreciseMessage(t: TFunction, places: number, lang: LanguageCode): string {
  return t('orderSafety.tooPrecise', { places, context: pluralForm(String(places), lang) });
}

/** What is wrong with a pending order's price box. */
export function priceMessage(t: TFunction, issue: PriceIssue, precision: number, lang: LanguageCode): string {
  if (issue === 'unreadable') return unreadableMessage(t, lang);
  if (issue === 'tooPrecise') return tooPreciseMessage(t, precision, lang);
  return t('orderForm.enterPrice');
}

export function lotsMessage(t: TFunction, issue: LotsIssue, rules: SymbolRules, lang: LanguageCode): string {
  switch (issue) {
    case 'enterAmount':
      return t('orderForm.enterAmount');
    case 'unreadable':
      return unreadableMessage(t, lang);
    case 'lotsMin':
      return t('orderSafety.lotsMin', { min: lotsText(rules.minLots, lang), context: pluralForm(rules.minLots, lang) });
    case 'lotsStep':
      return t('orderSafety.lotsStep', { step: lotsText(rules.step, lang) });
    case 'lotsMax':
      return t('orderSafety.lotsMax', { max: lotsText(MAX_ORDER_LOTS, lang) });
  }
}

export function marginMessage(t: TFunction, money: OrderMoney, freeMargin: string, lang: LanguageCode): string {
  return t('orderSafety.marginShort', {
    needed: formatExact(new Big(money.needed).toFixed(2), 2, lang),
    free: formatExact(new Big(freeMargin).toFixed(2), 2, lang),
  });
}

/** A stop outside its range: the nearest price it may take, and which way ("Must be 1.16920 or higher"). */
export function stopLimitMessage(
  t: TFunction,
  atMost: boolean,
  limit: string,
  precision: number,
  lang: LanguageCode,
): string {
  return t(atMost ? 'orderSafety.mustBeAtMost' : 'orderSafety.mustBeAtLeast', {
    limit: formatDecimal(limit, precision, lang),
  });
}

/** The allowed range under a stop box: a hint, or the error when the typed price is outside it. */
export function stopMessage(
  t: TFunction,
  issue: StopIssue | null,
  range: StopRange | null,
  precision: number,
  lang: LanguageCode,
): { text: string; error: boolean } | null {
  if (issue === 'enterStop') return { text: t('orderSafety.enterStop'), error: true };
  if (issue === 'unreadable') return { text: unreadableMessage(t, lang), error: true };
  if (issue === 'tooPrecise') return { text: tooPreciseMessage(t, precision, lang), error: true };
  if (!range) return null;
  const limit = formatDecimal(range.limit, precision, lang);
  if (issue === 'outOfRange') {
    return { text: stopLimitMessage(t, range.bound === 'atMost', range.limit, precision, lang), error: true };
  }
  return {
    text: t(range.bound === 'atMost' ? 'orderSafety.allowedAtMost' : 'orderSafety.allowedAtLeast', { limit }),
    error: false,
  };
}

export const sideName = (t: TFunction, side: Side) => (side === 1 ? t('orderForm.buy') : t('orderForm.sell'));

/** Why a Buy or Sell button is disabled, in a few words (the field itself says the details). */
export function blockReason(t: TFunction, block: SideBlock, stopsSide: Side): string {
  switch (block) {
    case 'marketClosed':
      return t('orderForm.toastMarketClosed');
    case 'noLeverage':
      return t('orderForm.noLeverage');
    case 'noMultiple':
      return t('orderForm.noMultiple');
    case 'lots':
      return t('orderSafety.fixLots');
    case 'price':
      return t('orderForm.enterPrice');
    case 'priceToFix':
      return t('orderSafety.fixPrice');
    case 'pendingTooNear':
      return t('orderSafety.pendingTooNear');
    case 'stopsForOtherSide':
      return t('orderSafety.stopsForOtherSide', { side: sideName(t, stopsSide) });
    case 'stops':
      return t('orderSafety.fixStops');
    case 'noQuote':
      return t('orderSafety.noQuote');
    case 'margin':
      return t('orderSafety.marginBrief');
  }
}
