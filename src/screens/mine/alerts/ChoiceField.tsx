import { Segmented, type SegmentedProps } from '../../../ui/Segmented.tsx';
import field from '../../../ui/TextField.module.css';

/** A labelled choice of two (bid or ask, above or below), laid out like the form's text fields. */
export function ChoiceField<T extends string>(props: SegmentedProps<T>) {
  return (
    <div className={field.field}>
      <span className={field.label}>{props.label}</span>
      <Segmented {...props} />
    </div>
  );
}
