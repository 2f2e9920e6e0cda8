import { useState } from 'react';
import type { Channel, Identity } from './api.ts';

/** The e-mail or mobile the user types, with its calling code. */
export function useIdentity(channel: Channel) {
  return useState<Identity>({ channel, account: '', areaId: null });
}

/** What the identity still lacks, as its message key (`auth.*`): the e-mail, the mobile number or its calling code. */
export function identityProblem(identity: Identity): 'enterEmail' | 'enterMobile' | 'chooseAreaCode' | null {
  if (identity.channel === 'email') return identity.account.trim() === '' ? 'enterEmail' : null;
  if (identity.account.trim() === '') return 'enterMobile';
  return identity.areaId === null ? 'chooseAreaCode' : null;
}
