import { create } from 'zustand';
import type { ConnectionState } from '../../workers/realtime/api.ts';

interface ConnectionStore {
  state: ConnectionState;
  /** the socket has been open at least once on this page */
  wasOpen: boolean;
  set(state: ConnectionState): void;
}

/** The realtime socket's state as the worker reports it (the connection indicator reads it). */
export const useConnection = create<ConnectionStore>((set) => ({
  state: 'idle',
  wasOpen: false,
  set(state) {
    set((current) => ({ state, wasOpen: current.wasOpen || state === 'open' }));
  },
}));

/** Quotes are stale: the socket that was open is reconnecting, or the device is offline. */
export function isStale(state: ConnectionState, wasOpen: boolean): boolean {
  if (state === 'offline') return true;
  return wasOpen && (state === 'waiting' || state === 'connecting');
}
