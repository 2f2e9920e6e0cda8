import type { Limiters } from '../limits/limiters.ts';
import type { LimitName } from '../limits/rules.ts';
import { HttpRefusal } from './envelope.ts';
import { enforceLimits } from './rateGuard.ts';

/** Who is trying: the normalised account (resolveLogin's `recipient`) and the client (`addressKey`). */
export interface LoginKeys {
  account: string;
  address: string;
}

/** The hard limit's key: one account tried from one client, so nobody else's failures block its owner. */
function accountAtAddress(keys: LoginKeys): string {
  return `${keys.account}|${keys.address}`;
}

/**
 * Counts one password or reset-code check of the account from this client against its hard budget (10 per
 * 15 min, then blocked 15 min), refusing with "try again in N min" when it is spent.
 */
export async function countAccountCheck(limiters: Limiters, keys: LoginKeys): Promise<void> {
  await enforceLimits(limiters, [['loginPerAccountAndAddress', accountAtAddress(keys)]]);
}

/** An attempt let through to its password check. */
export interface AdmittedLogin {
  /**
   * The account or the address has reached its failures before a captcha with this attempt: if its password
   * is wrong, every next try needs a solved captcha (what wrongPasswordRefusal says).
   */
  captchaFromNowOn: boolean;
}

/**
 * Lets a log-in through to its password check, or refuses it:
 * - the hard budget of the account from this client (countAccountCheck);
 * - a failure counted per account and per address *before* the password is checked (forgiven when it
 *   succeeds), so parallel guesses cannot all pass the "captcha after 3 failures" threshold while the slow
 *   check runs: the 4th concurrent guess already sees 3 failures;
 * - past 3 failures of the account or of the address, a solved captcha (`requireCaptcha` throws without one).
 * A refused attempt gives its hits back: only attempts that reach the password check count, so requests
 * without a captcha spend nothing of the account's budgets.
 */
export async function admitLoginAttempt(
  limiters: Limiters,
  keys: LoginKeys,
  requireCaptcha: () => Promise<void>,
): Promise<AdmittedLogin> {
  await countAccountCheck(limiters, keys);
  const account = await limiters.consume('loginFailuresPerAccount', keys.account);
  const address = await limiters.consume('loginFailuresPerIp', keys.address);
  const captchaFromNowOn =
    account.count >= limiters.rules.loginFailuresPerAccount.max ||
    address.count >= limiters.rules.loginFailuresPerIp.max;
  if (account.allowed && address.allowed) return { captchaFromNowOn };
  try {
    await requireCaptcha();
  } catch (refusal) {
    const hits: [LimitName, string][] = [
      ['loginPerAccountAndAddress', accountAtAddress(keys)],
      ['loginFailuresPerAccount', keys.account],
      ['loginFailuresPerIp', keys.address],
    ];
    for (const [name, key] of hits) await limiters.giveBack(name, key);
    throw refusal;
  }
  return { captchaFromNowOn };
}

/**
 * The refusal of a wrong account or password: the same words whether the account exists or not, and, once
 * this failure makes the next try need a captcha, saying so too (a distinct code the app shows the captcha for).
 */
export function wrongPasswordRefusal(attempt: AdmittedLogin): HttpRefusal {
  return attempt.captchaFromNowOn
    ? new HttpRefusal('loginFailedCaptchaRequired', 'loginFailedCaptchaRequired')
    : new HttpRefusal('loginFailed', 'loginFailed');
}

/** The password was right: the account's failures and its budget here are forgotten, the address gets its attempt back. */
export async function loginSucceeded(limiters: Limiters, keys: LoginKeys): Promise<void> {
  await forgetLoginFailures(limiters, keys);
  await limiters.giveBack('loginFailuresPerIp', keys.address);
}

/** A right password or a password reset proves the owner: the account's failures are forgotten. */
export async function forgetLoginFailures(limiters: Limiters, keys: LoginKeys): Promise<void> {
  await limiters.reset('loginFailuresPerAccount', keys.account);
  await limiters.reset('loginPerAccountAndAddress', accountAtAddress(keys));
}
