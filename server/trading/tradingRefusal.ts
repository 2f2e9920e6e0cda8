import { MAX_PENDING_ORDERS } from '../../protocol/tradingMath.ts';
import type { LocalNumber } from '../i18n/localNumber.ts';
import type { MessageParams } from '../i18n/translate.ts';
import type { WireNumberRefusal } from '../money/wireDecimal.ts';
import type { Result } from '../refusal.ts';
import type { RuleRefusal } from './submitRules.ts';

/**
 * Every way the trading engine says no, as data (as TigerBeetle's create-transfer results are): the engine
 * returns these, and only the routes turn them into the envelope's code and translated message.
 */
export type TradingRefusal =
  | RuleRefusal
  | WireNumberRefusal
  | { code: 'notFound'; key: 'symbolUnknown'; params: { id: number } }
  | { code: 'orderRejected'; key: 'tooManyPendingOrders'; params: { max: number } }
  | { code: 'notFound'; key: 'orderNotFound'; params?: undefined }
  | { code: 'notFound'; key: 'alertNotFound'; params?: undefined }
  | { code: 'serviceUnavailable'; key: 'quoteUnavailable'; params?: undefined }
  | { code: 'serviceUnavailable'; key: 'serviceUnavailable'; params?: undefined }
  | { code: 'insufficientMargin'; key: 'insufficientMargin'; params: MessageParams };

/** What a command gives back: the value, or the refusal and nothing changed. */
export type TradingResult<T> = Result<T, TradingRefusal>;

export function done<T>(value: T): TradingResult<T> {
  return { ok: true, value };
}

export function refused<T>(refusal: TradingRefusal): TradingResult<T> {
  return { ok: false, refusal };
}

export const ORDER_NOT_FOUND: TradingRefusal = { code: 'notFound', key: 'orderNotFound' };
export const TOO_MANY_PENDING_ORDERS: TradingRefusal = {
  code: 'orderRejected',
  key: 'tooManyPendingOrders',
  params: { max: MAX_PENDING_ORDERS },
};
export const ALERT_NOT_FOUND: TradingRefusal = { code: 'notFound', key: 'alertNotFound' };
export const QUOTE_UNAVAILABLE: TradingRefusal = { code: 'serviceUnavailable', key: 'quoteUnavailable' };
/** No engine leader answers (none elected yet, or one taking over): the command was not executed, or may not have been. */
export const ENGINE_UNAVAILABLE: TradingRefusal = { code: 'serviceUnavailable', key: 'serviceUnavailable' };

/** `required` and `available` in the reader's number convention (localNumber) or as plain text ('-'). */
export function insufficientMargin(required: LocalNumber | string, available: LocalNumber | string): TradingRefusal {
  return { code: 'insufficientMargin', key: 'insufficientMargin', params: { required, available } };
}

/**
 * A refusal met inside a transaction: thrown to roll it back, caught by the engine's transaction helper and
 * returned as a result (it never leaves the trading folder as an exception).
 */
export class RefusedInTransaction extends Error {
  constructor(readonly refusal: TradingRefusal) {
    super(refusal.key);
    this.name = 'RefusedInTransaction';
  }
}
