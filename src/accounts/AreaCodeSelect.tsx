import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/useLanguage.ts';
import styles from './AuthForm.module.css';
import { useAreaCodes } from './queries.ts';
import { areaOptions, defaultAreaId } from './regions.ts';

interface AreaCodeSelectProps {
  value: number | null;
  onChange(areaId: number): void;
}

/** A compact "+852 ▾" that opens the native list of every country with its calling code. */
export function AreaCodeSelect({ value, onChange }: AreaCodeSelectProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const areas = useAreaCodes();
  const options = useMemo(() => areaOptions(areas.data ?? [], lang), [areas.data, lang]);

  useEffect(() => {
    if (value === null && areas.data) {
      const preset = defaultAreaId(areas.data, lang);
      if (preset !== null) onChange(preset);
    }
  }, [value, areas.data, lang, onChange]);

  const selected = options.find((option) => option.id === value);
  return (
    <span className={styles.area}>
      <span aria-hidden="true">{selected ? `+${selected.code}` : '+'}</span>
      <span className={styles.caret} aria-hidden="true" />
      <select
        className={styles.areaSelect}
        aria-label={t('auth.areaCode')}
        value={value ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}
