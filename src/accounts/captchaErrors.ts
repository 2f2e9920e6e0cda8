import { ResultCode } from '../../protocol/envelope.ts';
import { ApiError } from '../api/client.ts';

const ASKS_FOR_CAPTCHA: ReadonlySet<number | string> = new Set([
  ResultCode.captchaRequired,
  ResultCode.captchaInvalid,
  // a wrong password that also made the next try need a captcha (the message says both)
  ResultCode.loginFailedCaptchaRequired,
]);

/** The server wants a (new) captcha answer with the next try. */
export function asksForCaptcha(error: unknown): boolean {
  return error instanceof ApiError && ASKS_FOR_CAPTCHA.has(error.code);
}
