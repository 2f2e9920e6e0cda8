import { ResultCode } from '../../protocol/envelope.ts';
import { ApiError } from '../api/client.ts';

/** The server wants a (new) captcha answer with the next try. */
export function asksForCaptcha(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.code === ResultCode.captchaRequired || error.code === ResultCode.captchaInvalid)
  );
}
