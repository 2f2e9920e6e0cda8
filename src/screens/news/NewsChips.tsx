import { useTranslation } from 'react-i18next';
import styles from './NewsScreen.module.css';

export interface NewsChip {
  id: number;
  name: string;
}

interface NewsChipsProps {
  chips: readonly NewsChip[];
  activeId: number;
  onChange(categoryId: number): void;
}

/**
 * The news categories: 44 px touch targets drawn as 32 px pills, each as wide chosen (bold) as not, so
 * choosing one moves no other chip.
 */
export function NewsChips({ chips, activeId, onChange }: NewsChipsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.chips} role="toolbar" aria-label={t('news.categories')}>
      {chips.map((chip) => (
        <button
          key={chip.id}
          type="button"
          className={`${styles.chip} holds-bold-width ${chip.id === activeId ? styles.chipActive : ''}`}
          aria-pressed={chip.id === activeId}
          data-text={chip.name}
          onClick={() => onChange(chip.id)}
        >
          {chip.name}
        </button>
      ))}
    </div>
  );
}
