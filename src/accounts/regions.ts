import { INTL_LOCALE, type LanguageCode } from '../../protocol/locales.ts';
import type { AreaCode } from '../../protocol/schemas/settings.ts';

/** The calling code preselected for each interface language. */
const DEFAULT_REGION: Readonly<Record<LanguageCode, string>> = {
  hk: 'HK',
  en: 'US',
  jp: 'JP',
  kr: 'KR',
  th: 'TH',
  vn: 'VN',
  fr: 'FR',
  de: 'DE',
  ru: 'RU',
  spa: 'ES',
  pt: 'PT',
  ar: 'AE',
  it: 'IT',
  tr: 'TR',
  id: 'ID',
};

export function defaultAreaId(areas: readonly AreaCode[], lang: LanguageCode): number | null {
  const region = DEFAULT_REGION[lang];
  return (areas.find((area) => area.global_code === region) ?? areas[0])?.id ?? null;
}

/** "United Kingdom +44" in the interface language, sorted by name. */
export function areaOptions(areas: readonly AreaCode[], lang: LanguageCode) {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([INTL_LOCALE[lang]], { type: 'region' });
  } catch {
    names = null;
  }
  return areas
    .map((area) => {
      let name = area.global_code;
      try {
        name = names?.of(area.global_code) ?? area.global_code;
      } catch {
        // unknown region code: keep the ISO code
      }
      return { id: area.id, code: area.code, label: `${name} +${area.code}` };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}
