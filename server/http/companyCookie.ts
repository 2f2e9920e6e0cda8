import type { CookieSerializeOptions } from '@fastify/cookie';

/**
 * The company cookie (SPEC §9): the id of the provider company a visitor arrived through (a link with
 * `?company=<id>`), remembered for 3 years so the app keeps that company's context on later visits.
 */
export const COMPANY_COOKIE = 'pw_company';

/** SPEC §9: the company cookie lasts 3 years. */
export const COMPANY_COOKIE_MAX_AGE_S = 3 * 365 * 24 * 60 * 60;

/**
 * Its attributes: the whole site, 3 years, sent on top-level navigation from other sites (`Lax`) but not on
 * their sub-requests, never readable by scripts, and `Secure` when the page is served over HTTPS (as the
 * request says, or the trusted proxy's `X-Forwarded-Proto` under TRUST_PROXY).
 */
export function companyCookieOptions(protocol: string): CookieSerializeOptions {
  return {
    path: '/',
    maxAge: COMPANY_COOKIE_MAX_AGE_S,
    sameSite: 'lax',
    httpOnly: true,
    secure: protocol === 'https',
  };
}

/** A company id as the cookie or a link carries it: a positive int4, else null. */
export function readCompanyId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
