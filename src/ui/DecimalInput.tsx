import type { InputHTMLAttributes } from 'react';
import { draftFromTyped, typedFromDraft } from '../format/number.ts';
import { useLanguage } from '../i18n/useLanguage.ts';

interface DecimalInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'inputMode' | 'autoComplete'> {
  /** the number as typed so far, with a '.' decimal mark whatever the language */
  draft: string;
  onDraft(draft: string): void;
  /** a whole number (a phone shows the digits keypad) */
  whole?: boolean;
}

/** A decimal typed with the user's language's decimal mark (a comma in German), kept as a '.' draft. */
export function DecimalInput({ draft, onDraft, whole = false, ...input }: DecimalInputProps) {
  const lang = useLanguage();
  return (
    <input
      {...input}
      type="text"
      inputMode={whole ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={typedFromDraft(draft, lang)}
      onChange={(event) => onDraft(draftFromTyped(event.target.value, lang))}
    />
  );
}
