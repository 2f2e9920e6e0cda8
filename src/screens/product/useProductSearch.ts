import { useCallback, useEffect, useRef, useState } from 'react';
import type { Company } from '../../../protocol/schemas/company.ts';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import { contentApi } from '../../content/api.ts';
import { LatestSearch } from '../../content/latestSearch.ts';

export type SearchResult =
  | { kind: 'symbols'; query: string; symbols: TradeSymbol[] }
  | { kind: 'companies'; query: string; companies: Company[] };

export type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; query: string }
  | { status: 'done'; result: SearchResult }
  | { status: 'failed'; query: string };

const DEBOUNCE_MS = 200;

type TimerRef = { current: ReturnType<typeof setTimeout> | null };

function clearTimer(timer: TimerRef): void {
  if (timer.current !== null) clearTimeout(timer.current);
  timer.current = null;
}

/**
 * Product search (SPEC §5): typing searches after a short pause, Enter searches at once; each search
 * aborts the one before it, so only the newest result is ever shown. Enter on the text already searched
 * (the pause ran out first) keeps that search, on its way or shown, instead of asking again; after a
 * failure it asks again. Companies instead of symbols in main mode.
 */
export function useProductSearch(mode: 'symbols' | 'companies') {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const latest = useRef(new LatestSearch<SearchResult>());
  const timer = useRef<TimerRef['current']>(null);
  /** the text of the newest search, run or pending */
  const lastText = useRef('');
  const searchedMode = useRef(mode);
  /** the newest search (mode and text), on its way or shown; `null` when it failed or was cleared */
  const current = useRef<{ key: string } | null>(null);

  const searchNow = useCallback(
    async (raw: string) => {
      clearTimer(timer);
      lastText.current = raw;
      const query = raw.trim();
      if (query === '') {
        current.current = null;
        latest.current.cancel();
        setState({ status: 'idle' });
        return;
      }
      const key = `${mode}\n${query}`;
      if (current.current?.key === key) return;
      const search = { key };
      current.current = search;
      setState({ status: 'searching', query });
      try {
        const result = await latest.current.run(async (signal): Promise<SearchResult> => {
          if (mode === 'companies') {
            return { kind: 'companies', query, companies: await contentApi.searchCompanies(query, signal) };
          }
          return { kind: 'symbols', query, symbols: await contentApi.searchSymbols(query, signal) };
        });
        if (result) setState({ status: 'done', result });
      } catch {
        if (current.current === search) current.current = null;
        setState({ status: 'failed', query });
      }
    },
    [mode],
  );

  const searchSoon = useCallback(
    (raw: string) => {
      clearTimer(timer);
      lastText.current = raw;
      timer.current = setTimeout(() => void searchNow(raw), DEBOUNCE_MS);
    },
    [searchNow],
  );

  // The mode (the server's company status) can arrive after the user typed: search again in the new
  // mode, so symbols are never shown where companies were asked for.
  useEffect(() => {
    if (searchedMode.current === mode) return;
    searchedMode.current = mode;
    if (lastText.current.trim() !== '') void searchNow(lastText.current);
  }, [mode, searchNow]);

  useEffect(() => {
    const search = latest.current;
    return () => {
      clearTimer(timer);
      search.cancel();
      // a search cancelled here never shows: the same text searched after a remount asks again
      current.current = null;
    };
  }, []);

  return { state, searchNow, searchSoon };
}
