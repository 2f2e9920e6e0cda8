import styles from './Skeleton.module.css';

/** A grey shimmering block that stands in for content while it loads. */
export function Skeleton({
  width,
  height = 14,
  round = false,
}: {
  width: number | string;
  height?: number;
  round?: boolean;
}) {
  return (
    <span className={styles.block} style={{ width, height, borderRadius: round ? height : 4 }} aria-hidden="true" />
  );
}
