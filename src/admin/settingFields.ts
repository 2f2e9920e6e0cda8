/** The server flags staff edit (each also the key of its label under adminSettings). */
export type EditableSetting =
  | 'service_link'
  | 'service_link_type'
  | 'verify_reg_type'
  | 'is_show_mobile'
  | 'captcha_on_register'
  | 'app_main_mode'
  | 'company_status'
  | 'company_redirect_url'
  | 'stop_out_level'
  | 'trade_fee_type'
  | 'complaint_email';

type OptionLabel =
  | 'off'
  | 'on'
  | 'serviceEmbedded'
  | 'serviceExternal'
  | 'regEmail'
  | 'regMobile'
  | 'feePerLot'
  | 'feeOfMargin';

/** How the back office edits each server flag: a choice of values (each with its label key) or free text. */
export type SettingField =
  | { key: EditableSetting; kind: 'choice'; options: readonly { value: string; label: OptionLabel }[] }
  | { key: EditableSetting; kind: 'text'; inputMode?: 'url' | 'email' | 'numeric' };

const onOff = [
  { value: '0', label: 'off' },
  { value: '1', label: 'on' },
] as const;

/** Every server flag the app reads, in the order staff see them (labels under adminSettings.<key>). */
export const SETTING_FIELDS: readonly SettingField[] = [
  { key: 'service_link', kind: 'text', inputMode: 'url' },
  {
    key: 'service_link_type',
    kind: 'choice',
    options: [
      { value: '1', label: 'serviceEmbedded' },
      { value: '2', label: 'serviceExternal' },
    ],
  },
  {
    key: 'verify_reg_type',
    kind: 'choice',
    options: [
      { value: '1', label: 'regEmail' },
      { value: '2', label: 'regMobile' },
    ],
  },
  { key: 'is_show_mobile', kind: 'choice', options: onOff },
  { key: 'captcha_on_register', kind: 'choice', options: onOff },
  { key: 'app_main_mode', kind: 'choice', options: onOff },
  { key: 'company_status', kind: 'text', inputMode: 'numeric' },
  { key: 'company_redirect_url', kind: 'text', inputMode: 'url' },
  { key: 'stop_out_level', kind: 'text', inputMode: 'numeric' },
  {
    key: 'trade_fee_type',
    kind: 'choice',
    options: [
      { value: '1', label: 'feePerLot' },
      { value: '2', label: 'feeOfMargin' },
    ],
  },
  { key: 'complaint_email', kind: 'text', inputMode: 'email' },
];

/** The values staff changed (a field typed back to its saved value is not a change). */
export function changedSettings(
  saved: Readonly<Record<string, string>>,
  drafts: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(Object.entries(drafts).filter(([key, value]) => saved[key] !== value));
}
