import type { ErrorCodeName } from '../protocol/envelope.ts';
import type { MessageParams, ServerMessageKey } from './i18n/translate.ts';

/**
 * A refusal raised by domain code that does not (yet) return typed results (payments, reading a wire
 * number): what was refused and the message key, nothing about HTTP. The HTTP layer's error handler renders
 * it as the envelope; the trading engine returns its refusals as data instead (trading/tradingRefusal.ts).
 */
export class DomainRefusal extends Error {
  constructor(
    readonly codeName: ErrorCodeName,
    readonly messageKey: ServerMessageKey,
    readonly params?: MessageParams,
  ) {
    super(messageKey);
    this.name = 'DomainRefusal';
  }
}

/** A refusal as data: the envelope's code and the message key with its parameters, nothing about HTTP. */
export interface Refusal {
  code: ErrorCodeName;
  key: ServerMessageKey;
  params?: MessageParams;
}

/** What a domain function gives back: the value, or its refusal and nothing changed. */
export type Result<T, R extends Refusal = Refusal> = { ok: true; value: T } | { ok: false; refusal: R };
