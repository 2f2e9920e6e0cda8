import { useState } from 'react';
import type { Channel, Identity } from './api.ts';

/** The e-mail or mobile the user types, with its calling code. */
export function useIdentity(channel: Channel) {
  return useState<Identity>({ channel, account: '', areaId: null });
}

export function identityComplete(identity: Identity): boolean {
  return identity.account.trim() !== '' && (identity.channel === 'email' || identity.areaId !== null);
}
