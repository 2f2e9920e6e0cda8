import type { Limiters } from '../limits/limiters.ts';

export interface LoginAttempt {
  /** the account or the address has failed too often lately: this attempt must carry a solved captcha */
  needsCaptcha: boolean;
}

/**
 * Counts a log-in attempt as a failure *before* the password is checked, so that parallel guesses cannot
 * all pass the "captcha after N failures" threshold while the slow check runs: the N+1th concurrent guess
 * already sees N failures. `accountKey` is the normalised account (see resolveLogin's `recipient`).
 */
export async function beginLoginAttempt(limiters: Limiters, accountKey: string, ip: string): Promise<LoginAttempt> {
  const account = await limiters.consume('loginFailuresPerAccount', accountKey);
  const address = await limiters.consume('loginFailuresPerIp', ip);
  return { needsCaptcha: !account.allowed || !address.allowed };
}

/** The password was right: the account's failures are forgotten and the address gets its attempt back. */
export async function loginSucceeded(limiters: Limiters, accountKey: string, ip: string): Promise<void> {
  await limiters.reset('loginFailuresPerAccount', accountKey);
  await limiters.giveBack('loginFailuresPerIp', ip);
}

/** A password reset proves the owner: the account's failures are forgotten. */
export async function forgetLoginFailures(limiters: Limiters, accountKey: string): Promise<void> {
  await limiters.reset('loginFailuresPerAccount', accountKey);
}
