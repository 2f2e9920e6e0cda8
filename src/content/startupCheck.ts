import { contentApi } from './api.ts';
import { redirectTarget } from './companyStatus.ts';

/** App start: asks the server's status once and leaves for its URL when it says so (SPEC §4). */
export async function runCompanyStatusCheck(): Promise<void> {
  try {
    const company = new URLSearchParams(window.location.search).get('company') ?? undefined;
    const status = await contentApi.companyStatus(undefined, company);
    const target = redirectTarget(status, window.location.href);
    if (target) window.location.replace(target);
  } catch {
    // no answer: stay; the check runs again at the next start
  }
}
