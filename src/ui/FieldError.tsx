import styles from './FieldError.module.css';

/**
 * What is wrong with a form field, in the flow under the field (never over it): the field names it in its
 * aria-describedby and marks itself aria-invalid.
 */
export function FieldError({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className={styles.error}>
      {text}
    </p>
  );
}

/** The aria attributes of a field that has (or has no) error shown under it by FieldError. */
export function invalidProps(error: string | null | undefined, errorId: string, describedBy?: string) {
  if (!error) return { 'aria-describedby': describedBy };
  return { 'aria-invalid': true, 'aria-describedby': describedBy ? `${describedBy} ${errorId}` : errorId } as const;
}
