import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { Switch } from '../../../ui/Switch.tsx';
import styles from '../OrderForm.module.css';

interface StopFieldProps {
  label: string;
  on: boolean;
  value: string;
  onToggle(on: boolean): void;
  onChange(value: string): void;
  /** the allowed range, or what is wrong with the typed price (error); the text may be a live one */
  message: { text: ReactNode; error: boolean } | null;
}

/**
 * Scrolls `target` into the form's sight two frames on: the first lays out what changed (the box, its message,
 * the footer's reasons), and the footer's new height reaches its CSS variable (useFooterClearance) only after
 * that frame's layout.
 */
/** A refusal this soon after a keystroke is the answer to it. */
const TYPING_MS = 1_000;

function intoSight(target: RefObject<HTMLElement | null>): void {
  requestAnimationFrame(() => requestAnimationFrame(() => target.current?.scrollIntoView({ block: 'nearest' })));
}

/**
 * A stop-loss or take-profit toggle with its price box and, while on, the allowed range under it (an error
 * when the typed price is outside it); the box is inert while the toggle is off. Turned on, or its price
 * refused, the field is scrolled into the form's sight (on a phone the form has a fixed height and its
 * fields scroll).
 */
export function StopField({ label, on, value, onToggle, onChange, message }: StopFieldProps) {
  const messageId = useId();
  const fieldRef = useRef<HTMLDivElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const shown = on ? message : null;
  const toggle = (next: boolean) => {
    onToggle(next);
    if (next) intoSight(fieldRef);
  };
  // a price refused as the user types it: its reason scrolls into sight too (the footer may have grown over
  // it); the reason alone, which fits where the whole field may not (a short form with a tall footer). A
  // refusal the market's move brings (the allowed range moves with the price) never scrolls the form under
  // the user's finger.
  const typedAt = useRef(Number.NEGATIVE_INFINITY);
  const refused = shown?.error === true;
  useEffect(() => {
    if (refused && performance.now() - typedAt.current < TYPING_MS) intoSight(messageRef);
  }, [refused]);
  return (
    <div className={styles.stop} ref={fieldRef}>
      <Switch label={label} checked={on} onChange={toggle} />
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-label={label}
        aria-describedby={shown ? messageId : undefined}
        aria-invalid={shown?.error || undefined}
        disabled={!on}
        value={on ? value : ''}
        placeholder="--"
        onChange={(event) => {
          typedAt.current = performance.now();
          onChange(event.target.value);
        }}
      />
      {shown && (
        <p
          ref={messageRef}
          id={messageId}
          className={shown.error ? styles.fieldError : styles.fieldHint}
          data-stop-message=""
        >
          {shown.text}
        </p>
      )}
    </div>
  );
}
