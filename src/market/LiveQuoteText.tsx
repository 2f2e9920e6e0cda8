import { formatDecimal } from '../format/number.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { LiveText } from './LiveText.tsx';

interface LiveQuoteTextProps {
  code: string;
  side: 'bid' | 'ask';
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
      text={(quote) => {
        const value = quote?.[side];
        return formatDecimal(value !== undefined && Number.isFinite(value) ? value : fallback, precision, lang);
      }}
    />
  );
}
