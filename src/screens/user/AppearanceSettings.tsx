import { useTranslation } from 'react-i18next';
import { chooseTheme, chooseUpColour, type ThemeChoice, useAppearance } from '../../theme/appearance.ts';
import type { UpColour } from '../../theme/paletteTokens.ts';
import styles from './AppearanceSettings.module.css';

const THEMES: readonly ThemeChoice[] = ['dark', 'light', 'system'];
const UP_COLOURS: readonly UpColour[] = ['green', 'red'];

interface ChoiceGroupProps<Value extends string> {
  legend: string;
  name: string;
  values: readonly Value[];
  selected: Value;
  label(value: Value): string;
  onChoose(value: Value): void;
}

function ChoiceGroup<Value extends string>({
  legend,
  name,
  values,
  selected,
  label,
  onChoose,
}: ChoiceGroupProps<Value>) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {values.map((value) => (
          <label key={value} className={styles.option} data-value={value}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={value === selected}
              onChange={() => onChoose(value)}
            />
            <span>{label(value)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The user centre's per-device appearance: dark, light or the device's theme, and which colour means rising. */
export function AppearanceSettings() {
  const { t } = useTranslation();
  const appearance = useAppearance();
  return (
    <section className={styles.settings} aria-labelledby="appearance-title">
      <h2 id="appearance-title" className={styles.title}>
        {t('appearance.title')}
      </h2>
      <ChoiceGroup
        legend={t('appearance.theme')}
        name="theme"
        values={THEMES}
        selected={appearance.themeChoice}
        label={(value) => t(`appearance.${value}`)}
        onChoose={chooseTheme}
      />
      <ChoiceGroup
        legend={t('appearance.upColour')}
        name="up-colour"
        values={UP_COLOURS}
        selected={appearance.upColour}
        label={(value) => t(value === 'green' ? 'appearance.greenUp' : 'appearance.redUp')}
        onChoose={chooseUpColour}
      />
    </section>
  );
}
