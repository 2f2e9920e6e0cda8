import { watchOnScreen } from '../ui/onScreen.ts';
import { type LiveQuote, useMarket } from './marketStore.ts';

/**
 * Paints `code`'s latest quote now and then each new one while `element` can be seen, outside React. A
 * quote that arrives while the element is out of sight (a list row kept ready past the edge) is not
 * painted then but owed: the latest quote is painted when the element scrolls into view. Returns the
 * function that stops following.
 */
export function followQuoteOnScreen(
  element: Element | null,
  code: string,
  paint: (quote: LiveQuote | undefined) => void,
): () => void {
  paint(useMarket.getState().quotes[code]);
  let onScreen = true;
  let owed = false;
  const stopWatching = element
    ? watchOnScreen(element, (visible) => {
        onScreen = visible;
        if (visible && owed) {
          owed = false;
          paint(useMarket.getState().quotes[code]);
        }
      })
    : () => {};
  const unsubscribe = useMarket.subscribe((state, previous) => {
    const quote = state.quotes[code];
    if (quote === previous.quotes[code]) return;
    if (onScreen) paint(quote);
    else owed = true;
  });
  return () => {
    stopWatching();
    unsubscribe();
  };
}
