import type { UserInfo } from '../../protocol/schemas/accounts.ts';
import type { UserRow } from './users.ts';

/** The public user number: 8 digits, not the row id. */
export function publicUid(userId: number): number {
  return 10_000_000 + userId;
}

export function toUserInfo(user: UserRow, creditScore: number | undefined, diallingCode: string): UserInfo {
  return {
    uid: publicUid(user.id),
    id: user.id,
    email: user.email ?? '',
    mobile: user.mobile ?? '',
    area_code: diallingCode,
    is_demo: user.isDemo ? 1 : 0,
    credit_score: creditScore ?? 0,
    invite_code: user.inviteCode,
  };
}
