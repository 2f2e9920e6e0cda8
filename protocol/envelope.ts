/** Every REST reply: `code` 1 is success, 999 is "session invalid", others come from ResultCode. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
  /** a refusal about one field of the request: that field's wire name (`draw_rate`, `stop_out_level`) */
  field?: string;
  /**
   * with `field`: `msg` with `{{field}}` where it names the field, so a form can put its own label for the
   * field there (a person reads "Fee (USD or rate) must be …", not "draw_rate must be …")
   */
  field_msg?: string;
}

/**
 * Success and "session invalid" as plain numbers, which is all the API client needs: the first visit then
 * ships them without the whole catalogue below (that goes only to the screens that read a refusal's code).
 */
export const SUCCESS_CODE = 1;
export const SESSION_INVALID_CODE = 999;

/** The error catalogue: one code per kind of refusal the client can see. */
export const ResultCode = {
  ok: SUCCESS_CODE,
  invalidParams: 1001,
  forbidden: 1003,
  notFound: 1004,
  methodNotAllowed: 1005,
  rateLimited: 1029,
  loginFailed: 1101,
  captchaRequired: 1102,
  captchaInvalid: 1103,
  codeInvalid: 1104,
  codeExpired: 1105,
  codeAttemptsExceeded: 1106,
  accountExists: 1107,
  demoNotAllowed: 1108,
  demoOnly: 1109,
  /** wrong account or password, and from now on every try needs a solved captcha */
  loginFailedCaptchaRequired: 1110,
  marketClosed: 1201,
  orderRejected: 1202,
  insufficientMargin: 1203,
  internal: 1500,
  serviceUnavailable: 1503,
  sessionInvalid: SESSION_INVALID_CODE,
} as const;

export type ResultCodeName = keyof typeof ResultCode;
export type ErrorCodeName = Exclude<ResultCodeName, 'ok'>;
