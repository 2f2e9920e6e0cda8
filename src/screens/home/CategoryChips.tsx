import { useTranslation } from 'react-i18next';
import type { Category } from '../../../protocol/schemas/market.ts';
import styles from './HomeScreen.module.css';

interface CategoryChipsProps {
  categories: readonly Category[];
  activeId: number | null;
  /** null = all categories */
  onChange(categoryId: number | null): void;
}

/** Category filter; tapping the active chip clears the filter (SPEC §2). */
export function CategoryChips({ categories, activeId, onChange }: CategoryChipsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.chips} role="toolbar" aria-label={t('home.categoriesLabel')}>
      <button
        type="button"
        className={activeId === null ? `${styles.chip} ${styles.chipActive}` : styles.chip}
        aria-pressed={activeId === null}
        onClick={() => onChange(null)}
      >
        {t('home.allCategories')}
      </button>
      {categories.map((category) => {
        const active = category.Id === activeId;
        return (
          <button
            key={category.Id}
            type="button"
            className={active ? `${styles.chip} ${styles.chipActive}` : styles.chip}
            aria-pressed={active}
            onClick={() => onChange(active ? null : category.Id)}
          >
            {category.NameShowTrans}
          </button>
        );
      })}
    </div>
  );
}
