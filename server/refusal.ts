import type { ErrorCodeName } from '../protocol/envelope.ts';
import type { MessageParams, ServerMessageKey } from './i18n/translate.ts';

/** A refusal as data: the envelope's code and the message key with its parameters, nothing about HTTP. */
export interface Refusal {
  code: ErrorCodeName;
  key: ServerMessageKey;
  params?: MessageParams;
}

/** What a domain function gives back: the value, or its refusal and nothing changed. */
export type Result<T, R extends Refusal = Refusal> = { ok: true; value: T } | { ok: false; refusal: R };
