import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { oldestShown, useLastKnownShown } from './lastKnownShown.ts';
import { readLastKnown, saveLastKnown } from './lastKnownStore.ts';
import { type QueryState, useLastKnown } from './useLastKnown.ts';

const isWords = (data: unknown): data is string[] =>
  Array.isArray(data) && data.every((item) => typeof item === 'string');

function Probe({ query, owner }: { query: QueryState<string[]>; owner: string | null }) {
  const shown = useLastKnown('words', query, { isData: isWords, owner });
  return <p>{shown.data?.join(' ') ?? 'skeleton'}</p>;
}

const failed: QueryState<string[]> = { data: undefined, isError: true, fetchStatus: 'idle' };
const refetching: QueryState<string[]> = { data: undefined, isError: false, fetchStatus: 'fetching' };
const fresh: QueryState<string[]> = { data: ['fresh', 'words'], isError: false, fetchStatus: 'idle' };
const shownSince = () => oldestShown(useLastKnownShown.getState().shown);

describe('data from the last-known copy while the server cannot be reached', () => {
  let host: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
    localStorage.clear();
  });

  const show = (query: QueryState<string[]>, owner: string | null = null) =>
    act(async () => root.render(<Probe query={query} owner={owner} />));

  it('shows the copy when the query fails, keeps it through the refetch, then gives way to fresh data', async () => {
    saveLastKnown('words', ['last', 'known'], null, 1_700_000_000_000);
    await show(failed);
    expect(host.textContent).toBe('last known');
    expect(shownSince()).toBe(1_700_000_000_000);
    // back online the query refetches (TanStack puts a data-less query back to pending): no skeleton
    await show(refetching);
    expect(host.textContent).toBe('last known');
    expect(shownSince()).toBe(1_700_000_000_000);
    await show(fresh);
    expect(host.textContent).toBe('fresh words');
    expect(shownSince()).toBeNull();
    // the fresh data is now the copy, and a later failure shows it
    expect(readLastKnown('words', null, isWords)?.data).toEqual(['fresh', 'words']);
    await show(failed);
    expect(host.textContent).toBe('fresh words');
  });

  it('shows nothing saved for another session, and nothing while simply loading online', async () => {
    saveLastKnown('words', ['secret'], 'session-a');
    await show(failed, 'session-b');
    expect(host.textContent).toBe('skeleton');
    expect(shownSince()).toBeNull();
    saveLastKnown('words', ['public'], null);
    await show(refetching);
    expect(host.textContent).toBe('skeleton');
  });
});
