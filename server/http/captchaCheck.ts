import { solveCaptcha } from '../accounts/captchas.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from './envelope.ts';

/** Refuses unless the form carries a right answer (`key` + `captcha`) to a captcha of GET /api/captcha. */
export async function requireCaptcha(
  db: Db,
  answer: { key?: string | undefined; captcha?: string | undefined },
  now: number,
): Promise<void> {
  if (!answer.key || !answer.captcha) throw new ApiError('captchaRequired', 'captchaRequired');
  if (!(await solveCaptcha(db, answer.key, answer.captcha, now))) {
    throw new ApiError('captchaInvalid', 'captchaInvalid');
  }
}
