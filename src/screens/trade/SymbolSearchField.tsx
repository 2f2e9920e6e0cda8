import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface SymbolSearchFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'placeholder'> {
  ref?: Ref<HTMLInputElement>;
  value: string;
  onSearch(text: string): void;
}

/** The "Search symbols" box over a symbol list: the phone's symbol drawer and the desktop terminal's market list. */
export function SymbolSearchField({ ref, value, onSearch, ...input }: SymbolSearchFieldProps) {
  const { t } = useTranslation();
  return (
    <input
      ref={ref}
      type="search"
      placeholder={t('trade.searchSymbols')}
      aria-label={t('trade.searchSymbols')}
      value={value}
      onChange={(event) => onSearch(event.target.value)}
      {...input}
    />
  );
}
