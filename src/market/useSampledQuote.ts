import { useEffect, useState } from 'react';
import { type LiveQuote, useMarket } from './marketStore.ts';

/**
 * A symbol's live quote for a component that reasons about it (the order form's checks and estimates)
 * rather than shows every tick: the first quote at once, then at most one change per `intervalMs`, the
 * latest one. Figures that must follow every tick (the buttons' prices) use LiveQuoteText instead.
 */
export function useSampledQuote(code: string, intervalMs: number): LiveQuote | undefined {
  const [quote, setQuote] = useState(() => useMarket.getState().quotes[code]);
  useEffect(() => {
    let timer: number | null = null;
    let lastTaken = 0;
    const take = () => {
      timer = null;
      lastTaken = performance.now();
      setQuote(useMarket.getState().quotes[code]);
    };
    take();
    const unsubscribe = useMarket.subscribe((state, previous) => {
      if (state.quotes[code] === previous.quotes[code] || timer !== null) return;
      const wait = lastTaken + intervalMs - performance.now();
      if (wait <= 0 || state.quotes[code] === undefined || previous.quotes[code] === undefined) take();
      else timer = window.setTimeout(take, wait);
    });
    return () => {
      unsubscribe();
      if (timer !== null) window.clearTimeout(timer);
    };
  }, [code, intervalMs]);
  return quote;
}
