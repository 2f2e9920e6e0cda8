import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, invalidProps } from './FieldError.tsx';
import styles from './ImagePicker.module.css';

interface ImagePickerProps {
  label: string;
  /** The uploaded image's url, or null when none is chosen. */
  value: string | null;
  onChange(url: string | null): void;
  /** Uploads the file and resolves with its url; a rejection clears the choice (SPEC §8). */
  upload(file: File): Promise<string>;
  testId?: string;
  /** What is wrong (e.g. no image yet), shown under the box (the picker is marked invalid). */
  error?: string | null;
}

/** One image (SPEC §9: at most 1 file): tap to choose, preview from the local file, × to clear. */
export function ImagePicker({ label, value, onChange, upload, testId, error }: ImagePickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const clear = () => {
    setPreview(null);
    onChange(null);
    if (input.current) input.current.value = '';
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    setBusy(true);
    try {
      onChange(await upload(file));
    } catch {
      clear();
    } finally {
      setBusy(false);
    }
  };

  const shown = value || busy ? preview : null;
  return (
    <div className={styles.picker}>
      <span className={styles.label} id={`${inputId}-label`}>
        {label}
      </span>
      <div className={styles.box} data-busy={busy || undefined} data-invalid={error ? '' : undefined}>
        {shown ? (
          <>
            <img className={styles.preview} src={shown} alt={label} />
            {!busy && (
              <button type="button" className={styles.clear} onClick={clear} aria-label={t('imagePicker.remove')}>
                ×
              </button>
            )}
          </>
        ) : (
          <label className={styles.add} htmlFor={inputId}>
            <span className={styles.plus} aria-hidden="true">
              +
            </span>
            <span>{t('imagePicker.choose')}</span>
          </label>
        )}
        <input
          ref={input}
          id={inputId}
          className={styles.input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-labelledby={`${inputId}-label`}
          {...invalidProps(error, `${inputId}-error`)}
          data-testid={testId}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </div>
      {error && <FieldError id={`${inputId}-error`} text={error} />}
    </div>
  );
}
