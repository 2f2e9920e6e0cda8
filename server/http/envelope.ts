import type { FastifyRequest } from 'fastify';
import { type Envelope, type ErrorCodeName, ResultCode } from '../../protocol/envelope.ts';
import { type MessageParams, type ServerMessageKey, translate } from '../i18n/translate.ts';

const HTTP_STATUS: Readonly<Record<ErrorCodeName, number>> = {
  invalidParams: 400,
  sessionInvalid: 401,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  rateLimited: 429,
  loginFailed: 400,
  loginFailedCaptchaRequired: 400,
  captchaRequired: 400,
  captchaInvalid: 400,
  codeInvalid: 400,
  codeExpired: 400,
  codeAttemptsExceeded: 400,
  accountExists: 409,
  demoNotAllowed: 403,
  demoOnly: 403,
  marketClosed: 409,
  orderRejected: 400,
  insufficientMargin: 409,
  internal: 500,
  serviceUnavailable: 503,
};

/** A refusal the client sees as `{code, msg}`; thrown from handlers, rendered by the error handler. */
export class HttpRefusal extends Error {
  constructor(
    readonly codeName: ErrorCodeName,
    readonly messageKey: ServerMessageKey,
    readonly params?: MessageParams,
  ) {
    super(messageKey);
    this.name = 'HttpRefusal';
  }

  get httpStatus(): number {
    return HTTP_STATUS[this.codeName];
  }
}

export function ok<T>(request: FastifyRequest, data: T): Envelope<T> {
  return { code: ResultCode.ok, msg: translate(request.lang, 'success'), data };
}

/**
 * A refusal as the client sees it. One naming a field (a `field` parameter) also carries the field's wire name
 * and the message with `{{field}}` left in its place, for the back office to fill with its form's label.
 */
export function errorEnvelope(request: FastifyRequest, error: HttpRefusal): Envelope<null> {
  const envelope = {
    code: ResultCode[error.codeName],
    msg: translate(request.lang, error.messageKey, error.params),
    data: null,
  };
  const { field, ...others } = error.params ?? {};
  if (typeof field !== 'string') return envelope;
  // interpolate leaves a placeholder without a value as it is
  return { ...envelope, field, field_msg: translate(request.lang, error.messageKey, others) };
}
