import type { SessionUser } from '../stores/session.ts';

/** What the user is called on screen: the demo label, the e-mail, or "+44 7700900123". */
export function accountName(user: SessionUser, demoLabel: string): string {
  if (user.is_demo === 1) return demoLabel;
  if (user.email) return user.email;
  return user.mobile ? `+${user.area_code} ${user.mobile}` : '';
}

/** SPEC §2 and §9: a credit score below 1 is shown as 100. */
export function shownCreditScore(score: number): number {
  return score < 1 ? 100 : score;
}
