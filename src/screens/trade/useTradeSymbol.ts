import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { TradeSymbol } from '../../../protocol/schemas/market.ts';
import { useTradeList } from '../../market/queries.ts';
import { useTradeSelection } from '../../stores/tradeSelection.ts';

const NO_SYMBOLS: readonly TradeSymbol[] = [];

/**
 * /trade's symbol and period, the same for the phone screen and the desktop terminal: the URL's `code`
 * first, else the remembered choice (tradeSelection); choosing another symbol records it and puts it in
 * the URL (replacing the entry, so Back leaves /trade).
 */
export function useTradeSymbol() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('code');
  // the URL's symbol from the first render on: the effect below only records it as the choice, which
  // must not render the whole screen a second time (once with the stored symbol, then the URL's)
  const code = useTradeSelection((state) => requested ?? state.code);
  const period = useTradeSelection((state) => state.period);
  const selectSymbol = useTradeSelection((state) => state.selectSymbol);
  const selectPeriod = useTradeSelection((state) => state.selectPeriod);
  useEffect(() => {
    if (requested) selectSymbol(requested);
  }, [requested, selectSymbol]);

  const tradeList = useTradeList();
  const symbols = tradeList.data ?? NO_SYMBOLS;
  const symbol = symbols.find((candidate) => candidate.Code === code);

  const chooseSymbol = useCallback(
    (next: string) => {
      selectSymbol(next);
      setParams({ code: next }, { replace: true });
    },
    [selectSymbol, setParams],
  );

  return { code, period, selectPeriod, symbol, symbols, listFailed: tradeList.isError, chooseSymbol };
}
