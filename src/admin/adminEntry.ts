import type { ComponentType } from 'react';
import AdminApp from './AdminApp.tsx';
import { loadAdminTexts } from './adminTexts.ts';

/**
 * /admin's chunk: the back office, resolved once its texts for the current language are there (until
 * then the router shows its loading state; if they fail to load, its retry).
 */
export async function loadAdminApp(): Promise<{ default: ComponentType }> {
  await loadAdminTexts();
  return { default: AdminApp };
}
