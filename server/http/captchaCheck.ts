import { spendCaptcha } from '../accounts/captchas.ts';
import type { Db } from '../db/database.ts';
import { HttpRefusal } from './envelope.ts';

/** Refuses unless the form carries an unspent solution (`key` + `captcha`) to a challenge of GET /api/captcha. */
export async function requireCaptcha(
  db: Db,
  answer: { key?: string | undefined; captcha?: string | undefined },
  now: number,
): Promise<void> {
  if (!answer.key || !answer.captcha) throw new HttpRefusal('captchaRequired', 'captchaRequired');
  if (!(await spendCaptcha(db, answer.key, answer.captcha, now))) {
    throw new HttpRefusal('captchaInvalid', 'captchaInvalid');
  }
}
