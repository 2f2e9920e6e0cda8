import { useEffect, useRef } from 'react';
import { formatDecimal } from '../format/number.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { writeText } from '../ui/writeText.ts';
import { type LiveQuote, useMarket } from './marketStore.ts';

interface LiveQuoteTextProps {
  code: string;
  side: 'bid' | 'ask';
  precision: number;
  /** shown until the first quote (the REST snapshot's figure) */
  fallback: string;
  className?: string;
}

function textOf(quote: LiveQuote | undefined, props: LiveQuoteTextProps, lang: ReturnType<typeof useLanguage>) {
  const value = quote?.[props.side];
  return formatDecimal(value !== undefined && Number.isFinite(value) ? value : props.fallback, props.precision, lang);
}

/**
 * A symbol's live bid or ask as text that follows the tape without React: the component renders once and
 * each quote writes into its text node, so the component around it (the order form) does not re-render
 * per tick.
 */
export function LiveQuoteText(props: LiveQuoteTextProps) {
  const lang = useLanguage();
  const ref = useRef<HTMLSpanElement>(null);
  const { code } = props;
  const latest = useRef(props);
  latest.current = props;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const paint = (quote: LiveQuote | undefined) => writeText(element, textOf(quote, latest.current, lang));
    paint(useMarket.getState().quotes[code]);
    return useMarket.subscribe((state, previous) => {
      const quote = state.quotes[code];
      if (quote !== previous.quotes[code]) paint(quote);
    });
  }, [code, lang]);
  return (
    <span ref={ref} className={props.className}>
      {textOf(useMarket.getState().quotes[code], props, lang)}
    </span>
  );
}
