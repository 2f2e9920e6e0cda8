import { useEffect, useRef, useState } from 'react';

/**
 * A form's field checks (each field's problem, or null): shown under their fields (TextField's and
 * ImagePicker's `error`) from the first refused send on, not while the form is still being filled in,
 * and kept up to date as the fields change. A refused send moves focus to the first field marked invalid,
 * which scrolls it into view. `form` goes on the element around the fields.
 */
export function useFieldChecks<Field extends string>(problems: Readonly<Record<Field, string | null>>) {
  const form = useRef<HTMLElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  return {
    form,
    error: (field: Field): string | null => (refusals > 0 ? problems[field] : null),
    /** Whether every field is fine; when one is not, its problem shows and focus moves to it. */
    passes(): boolean {
      if (Object.values<string | null>(problems).every((problem) => problem === null)) return true;
      setRefusals((count) => count + 1);
      return false;
    },
    /** After a send: an emptied form shows no problems until the next try. */
    reset: () => setRefusals(0),
  };
}
