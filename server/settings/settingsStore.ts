import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { settings } from '../db/schema.ts';

/** Defaults written on a fresh database; staff change them later in the back office. */
export const DEFAULT_SETTINGS = {
  /** Customer-service chat URL; empty shows the built-in support page. */
  service_link: '',
  /** 1 = embedded page, 2 = external link. */
  service_link_type: '1',
  /** Sign-up with 1 = e-mail, 2 = mobile phone. */
  verify_reg_type: '1',
  /** 1 = fee per lot, otherwise a rate of the margin. */
  trade_fee_type: '2',
  /** 1 = the log-in screen offers mobile phone log-in. */
  is_show_mobile: '1',
  complaint_email: 'complaints@pipwave.app',
  /** getCompanyStatus: other than 0 sends clients to company_redirect_url. */
  company_status: '0',
  company_redirect_url: '',
  /** 1 = the app runs in main mode (product search finds companies). */
  app_main_mode: '0',
  /** 1 = sign-up asks for a picture captcha (GET /api/captcha). */
  captcha_on_register: '0',
  /** Stop-out risk rate in percent; empty = STOP_OUT_LEVEL of the environment (50). */
  stop_out_level: '',
} as const;

export type SettingKey = keyof typeof DEFAULT_SETTINGS;

/** The settings anyone may read through `/api/default/setting`. */
export const PUBLIC_SETTING_KEYS: readonly SettingKey[] = [
  'is_show_mobile',
  'verify_reg_type',
  'trade_fee_type',
  'service_link',
  'service_link_type',
  'complaint_email',
  'captcha_on_register',
];

export function isSettingKey(key: string): key is SettingKey {
  // own keys only: `in` would take `toString` or `constructor` (inherited from Object) for a setting
  return Object.hasOwn(DEFAULT_SETTINGS, key);
}

export type Settings = Record<SettingKey, string>;

export async function readSettings(db: Db): Promise<Settings> {
  const rows = await db.select().from(settings);
  const values: Settings = { ...DEFAULT_SETTINGS };
  for (const row of rows) {
    if (isSettingKey(row.key)) values[row.key] = row.value;
  }
  return values;
}

export async function readSetting(db: Db, key: SettingKey): Promise<string> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row?.value ?? DEFAULT_SETTINGS[key];
}

export async function writeSetting(db: Db, key: SettingKey, value: string): Promise<void> {
  await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}
