import type { CompanyStatus } from '../../protocol/schemas/settings.ts';

/**
 * Where SPEC §4's status check sends the app: nowhere while the status is 0; otherwise the given URL when
 * it is an http(s) address that is not the page itself (a bad or looping URL is ignored).
 */
export function redirectTarget(status: Omit<CompanyStatus, 'company_id'>, currentHref: string): string | null {
  if (status.status === 0) return null;
  let target: URL;
  try {
    target = new URL(status.url, currentHref);
  } catch {
    return null;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return null;
  const here = new URL(currentHref);
  if (target.origin === here.origin && target.pathname === here.pathname) return null;
  return target.toString();
}
