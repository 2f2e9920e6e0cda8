import type { FetchStatus } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLastKnownShown } from './lastKnownShown.ts';
import { type LastKnown, readLastKnown, saveLastKnown } from './lastKnownStore.ts';
import { useBrowserOnline } from './useBrowserOnline.ts';

/** What the hook reads of a TanStack query. */
export interface QueryState<T> {
  data: T | undefined;
  isError: boolean;
  fetchStatus: FetchStatus;
}

export interface LastKnownOptions<T> {
  /** checks what was read back from the device */
  isData(data: unknown): data is T;
  /** whose data (a session fingerprint), null for public data; undefined: nobody's, use nothing */
  owner: string | null | undefined;
  /** what of a fresh result is worth keeping (e.g. the first page); default all of it */
  keep?: (data: T) => T;
  /** false when something else saves this kind (the market list saves with its live quotes) */
  save?: boolean;
}

/**
 * A query's data, or, while the server cannot be reached (the browser is offline, the query failed or is
 * paused) and nothing fresh has arrived, the copy saved the last time it could: `savedAt` says so, and the
 * connection pill shows "not live" meanwhile. Fresh data replaces the copy as soon as it arrives.
 */
export function useLastKnown<T>(name: string, query: QueryState<T>, options: LastKnownOptions<T>) {
  const { isData, owner, keep, save = true } = options;
  const online = useBrowserOnline();
  const fresh = query.data;

  useEffect(() => {
    if (save && fresh !== undefined && owner !== undefined) saveLastKnown(name, keep ? keep(fresh) : fresh, owner);
  }, [save, fresh, owner, name, keep]);

  const unreachable = fresh === undefined && (!online || query.isError || query.fetchStatus === 'paused');
  const read = useMemo(
    () => (unreachable && owner !== undefined ? readLastKnown(name, owner, isData) : null),
    [unreachable, name, owner, isData],
  );
  // once shown, the copy stays until fresh data arrives: a refetch in flight (back online, a retry) must
  // not swap the last prices for skeleton rows
  const [held, setHeld] = useState<{ owner: string | null; entry: LastKnown<T> } | null>(null);
  if (read !== null && owner !== undefined && held?.entry !== read) setHeld({ owner, entry: read });
  if (held !== null && (fresh !== undefined || held.owner !== owner)) setHeld(null);
  const stored = fresh === undefined ? (read ?? (held !== null && held.owner === owner ? held.entry : null)) : null;

  useEffect(() => {
    if (!stored) return;
    useLastKnownShown.getState().show(name, stored.savedAt);
    return () => useLastKnownShown.getState().hide(name);
  }, [stored, name]);

  return { data: fresh ?? stored?.data, savedAt: stored?.savedAt ?? null };
}
