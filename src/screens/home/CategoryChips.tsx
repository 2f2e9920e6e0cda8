import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../protocol/schemas/market.ts';
import styles from './HomeScreen.module.css';

/** Scrolls a tapped chip's row just enough to show the whole chip (it may be half under either end). */
function revealChip(event: MouseEvent<HTMLButtonElement>) {
  const chip = event.currentTarget.getBoundingClientRect();
  const row = event.currentTarget.parentElement;
  if (!row) return;
  const shown = row.getBoundingClientRect();
  const by = chip.left < shown.left ? chip.left - shown.left : Math.max(0, chip.right - shown.right);
  if (by !== 0) row.scrollBy({ left: by, behavior: 'smooth' });
}

interface CategoryChipsProps {
  categories: readonly Category[];
  activeId: number | null;
  /** null = all categories */
  onChange(categoryId: number | null): void;
}

/**
 * Category filter; tapping the active chip clears the filter (SPEC §2). A chip is as wide active (bold) as
 * not, so choosing one moves no chip, and a tapped chip half under either end of the row scrolls into view.
 */
export function CategoryChips({ categories, activeId, onChange }: CategoryChipsProps) {
  const { t } = useTranslation();
  const chip = (text: string, active: boolean, onClick: () => void, key?: number) => (
    <button
      key={key}
      type="button"
      className={`${styles.chip} holds-bold-width ${active ? styles.chipActive : ''}`}
      aria-pressed={active}
      data-text={text}
      onClick={(event) => {
        revealChip(event);
        onClick();
      }}
    >
      {text}
    </button>
  );
  return (
    <div className={styles.chips} role="toolbar" aria-label={t('home.categoriesLabel')}>
      {chip(t('home.allCategories'), activeId === null, () => onChange(null))}
      {categories.map((category) => {
        const active = category.Id === activeId;
        return chip(category.NameShowTrans, active, () => onChange(active ? null : category.Id), category.Id);
      })}
    </div>
  );
}
