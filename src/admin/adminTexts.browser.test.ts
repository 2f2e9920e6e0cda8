import { afterAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18next } from '../i18n/i18n.ts';
import { loadAdminTexts } from './adminTexts.ts';
import deTexts from './locales/de.json';
import enTexts from './locales/en.json';
import jpTexts from './locales/jp.json';

describe("the back office's texts", () => {
  afterAll(() => changeLanguage('en'));

  it('are not part of the app locale every visitor loads, and arrive with /admin in the current language', async () => {
    expect(i18next.exists('admin.title')).toBe(false);
    expect(i18next.t('tabs.home')).toBe('Markets');

    await loadAdminTexts();
    expect(i18next.t('admin.title')).toBe(enTexts.admin.title);
    expect(i18next.t('adminPay.tab')).toBe(enTexts.adminPay.tab);
    // the app's own keys are still there beside them
    expect(i18next.t('tabs.home')).toBe('Markets');
  });

  it('follow a language switch made after they loaded, for a language not fetched before', async () => {
    await loadAdminTexts();
    await changeLanguage('de');
    expect(i18next.t('admin.title')).toBe(deTexts.admin.title);
    expect(i18next.t('adminSettings.tab')).toBe(deTexts.adminSettings.tab);
    await changeLanguage('jp');
    expect(i18next.t('admin.title')).toBe(jpTexts.admin.title);
    expect(i18next.t('tabs.home')).not.toBe('Markets');
  });
});
