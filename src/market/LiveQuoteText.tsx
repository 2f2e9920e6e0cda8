import { formatDecimal } from '../format/number.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { type QuoteSide, sidePrice } from './bidAsk.ts';
import { LiveText } from './LiveText.tsx';

interface LiveQuoteTextProps {
  code: string;
  side: QuoteSide;
  precision: number;
  /** shown until the first quote (the REST snapshot's figure) */
  fallback: string;
  className?: string;
}

/** A symbol's live bid or ask as text that follows the tape without React (see LiveText). */
export function LiveQuoteText({ code, side, precision, fallback, className }: LiveQuoteTextProps) {
  const lang = useLanguage();
  return (
    <LiveText
      code={code}
      className={className}
      text={(quote) => formatDecimal(sidePrice(quote, side, fallback), precision, lang)}
    />
  );
}
