/** Every REST reply: `code` 1 is success, 999 is "session invalid", others come from ResultCode. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** The error catalogue: one code per kind of refusal the client can see. */
export const ResultCode = {
  ok: 1,
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
  marketClosed: 1201,
  orderRejected: 1202,
  insufficientMargin: 1203,
  internal: 1500,
  serviceUnavailable: 1503,
  sessionInvalid: 999,
} as const;

export type ResultCodeName = keyof typeof ResultCode;
export type ErrorCodeName = Exclude<ResultCodeName, 'ok'>;

export const SUCCESS_CODE = ResultCode.ok;
export const SESSION_INVALID_CODE = ResultCode.sessionInvalid;
