import { describe, expect, it } from 'vitest';
import { companyCookieOptions, readCompanyId } from './companyCookie.ts';
import { isDesktopAgent } from './deviceKind.ts';

const AGENTS = {
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  wechat:
    'Mozilla/5.0 (Linux; Android 13; SM-G9910) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47',
};

describe('desktop detection from the user agent', () => {
  it('desktop browsers on Windows, macOS and Linux are desktops', () => {
    expect(isDesktopAgent(AGENTS.windowsChrome)).toBe(true);
    expect(isDesktopAgent(AGENTS.macSafari)).toBe(true);
    expect(isDesktopAgent(AGENTS.linuxFirefox)).toBe(true);
  });

  it('phones, tablets, in-app browsers and unknown agents are not', () => {
    expect(isDesktopAgent(AGENTS.iphone)).toBe(false);
    expect(isDesktopAgent(AGENTS.androidChrome)).toBe(false);
    expect(isDesktopAgent(AGENTS.ipad)).toBe(false);
    expect(isDesktopAgent(AGENTS.wechat)).toBe(false);
    expect(isDesktopAgent(undefined)).toBe(false);
    expect(isDesktopAgent('curl/8.5.0')).toBe(false);
  });

  it('the Sec-CH-UA-Mobile hint of a phone in desktop mode outranks its desktop-looking agent', () => {
    expect(isDesktopAgent(AGENTS.windowsChrome, '?1')).toBe(false);
    expect(isDesktopAgent(AGENTS.windowsChrome, '?0')).toBe(true);
  });
});

describe('company cookie', () => {
  it('lasts 3 years, site-wide, Lax, not for scripts, Secure only over HTTPS', () => {
    expect(companyCookieOptions('https')).toEqual({
      path: '/',
      maxAge: 94_608_000,
      sameSite: 'lax',
      httpOnly: true,
      secure: true,
    });
    expect(companyCookieOptions('http').secure).toBe(false);
  });

  it('reads only a positive int4 id', () => {
    expect(readCompanyId('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-1', '1e3', '12abc', ' 12', '2147483648', '99999999999']) {
      expect(readCompanyId(bad), String(bad)).toBeNull();
    }
  });
});
