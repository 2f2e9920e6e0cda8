/** How a user signs up and logs in: by e-mail, or by mobile number with a country calling code. */
export type LoginChannel = 'email' | 'mobile';

/** SPEC's `type` / `login_type`: `email` or `mobile`, and `1` / `2` as the same. */
export function parseLoginChannel(raw: string | number | undefined): LoginChannel | null {
  const value = String(raw ?? '').trim();
  if (value === 'email' || value === '1') return 'email';
  if (value === 'mobile' || value === '2') return 'mobile';
  return null;
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@.]{2,}$/;

/** Trimmed and lower-cased, or null when it is not an e-mail address. */
export function normaliseEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

/** Digits only (spaces, dashes, dots and brackets dropped, one leading 0 kept), 4 to 15 of them, or null. */
export function normaliseMobile(raw: string): string | null {
  const digits = raw.trim().replace(/[\s\-.()]/g, '');
  return /^\d{4,15}$/.test(digits) ? digits : null;
}

/** The key a code or a failure counter is filed under: one per person, whatever the spelling. */
export function emailRecipient(email: string): string {
  return `email:${email}`;
}

export function mobileRecipient(diallingCode: string, mobile: string): string {
  return `mobile:${diallingCode}:${mobile}`;
}

/** "+44 7700900123", as shown to staff and printed by the log notifier. */
export function formatMobile(diallingCode: string, mobile: string): string {
  return `+${diallingCode} ${mobile}`;
}
