import { useEffect, useLayoutEffect, useRef } from 'react';
import { writeText } from '../ui/writeText.ts';
import { type LiveQuote, useMarket } from './marketStore.ts';

function paintLatest(element: HTMLElement | null, text: LiveTextProps['text'], code: string): void {
  if (element) writeText(element, text(useMarket.getState().quotes[code]));
}

interface LiveTextProps {
  code: string;
  /** the text for a quote of `code` (undefined before the first one); may be a new function each render */
  text(quote: LiveQuote | undefined): string;
  className?: string | undefined;
}

/**
 * Text that follows a symbol's live quote without React: each quote of `code` writes `text(quote)` into the
 * span's text node, so the component around it (the order form) does not re-render per tick. A re-render of
 * that component (a new `text`) repaints from the latest quote.
 */
export function LiveText({ code, text, className }: LiveTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const latestText = useRef(text);
  latestText.current = text;
  // after every render: React leaves a text it rendered before alone even when a tick has written over it
  useLayoutEffect(() => paintLatest(ref.current, latestText.current, code));
  useEffect(
    () =>
      useMarket.subscribe((state, previous) => {
        if (state.quotes[code] !== previous.quotes[code]) paintLatest(ref.current, latestText.current, code);
      }),
    [code],
  );
  return (
    <span ref={ref} className={className}>
      {text(useMarket.getState().quotes[code])}
    </span>
  );
}
