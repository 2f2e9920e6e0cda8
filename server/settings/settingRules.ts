import { normaliseEmail } from '../accounts/identity.ts';
import type { SettingKey } from './settingsStore.ts';

/**
 * A staff-typed value checked against its setting's rule: the value to store, or what is allowed (and whether
 * empty is, which the refusal says in the reader's language).
 */
export type SettingCheck = { ok: true; value: string } | { ok: false; allowed: string; emptyAllowed?: true };

interface Rule {
  /** what is allowed, as staff read it in the refusal (language-neutral: values, ranges, a scheme) */
  allowed: string;
  /** empty is allowed too */
  emptyAllowed?: true;
  accept(value: string): string | null;
}

const oneOf = (...values: string[]): Rule => ({
  allowed: values.join(', '),
  accept: (value) => (values.includes(value) ? value : null),
});

const integer = (min: number, max: number, emptyAllowed = false): Rule => ({
  allowed: `${min} … ${max}`,
  ...(emptyAllowed ? { emptyAllowed } : {}),
  accept: (value) => {
    if (emptyAllowed && value === '') return '';
    if (!/^\d{1,9}$/.test(value)) return null;
    const number = Number(value);
    return number >= min && number <= max ? String(number) : null;
  },
});

/** An absolute http(s) address (WHATWG URL parser), or empty when `emptyAllowed`. */
const webAddress: Rule = {
  allowed: 'https://…, http://…',
  emptyAllowed: true,
  accept: (value) => {
    if (value === '') return '';
    if (value.length > 2000 || !URL.canParse(value)) return null;
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  },
};

const email: Rule = { allowed: 'name@example.com', accept: (value) => normaliseEmail(value) };

/** Every server flag the app reads, with what staff may set it to. */
export const SETTING_RULES: Readonly<Record<SettingKey, Rule>> = {
  service_link: webAddress,
  service_link_type: oneOf('1', '2'),
  verify_reg_type: oneOf('1', '2'),
  trade_fee_type: oneOf('1', '2'),
  is_show_mobile: oneOf('0', '1'),
  complaint_email: email,
  company_status: integer(0, 99),
  company_redirect_url: webAddress,
  app_main_mode: oneOf('0', '1'),
  captcha_on_register: oneOf('0', '1'),
  stop_out_level: integer(1, 100, true),
};

/** Checks one value (trimmed) against its setting's rule (pure). */
export function checkSetting(key: SettingKey, raw: string): SettingCheck {
  const rule = SETTING_RULES[key];
  const value = rule.accept(raw.trim());
  if (value !== null) return { ok: true, value };
  return rule.emptyAllowed
    ? { ok: false, allowed: rule.allowed, emptyAllowed: true }
    : { ok: false, allowed: rule.allowed };
}

/** A stops level staff may set, in points. */
export const STOPS_LEVEL_MAX = 1_000_000;
/** Credit scores staff may give (SPEC §9 shows below 1 as 100). */
export const CREDIT_SCORE_MAX = 1_000;
