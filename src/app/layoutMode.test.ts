import { describe, expect, it } from 'vitest';
import { DESKTOP_TERMINAL_MIN_WIDTH, isDesktopUserAgent, layoutModeOf, TERMINAL_MIN_WIDTH } from './layoutMode.ts';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:141.0) Gecko/20100101 Firefox/141.0';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPOD = 'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)';

describe('isDesktopUserAgent', () => {
  it.each([CHROME_LINUX, FIREFOX_WINDOWS, SAFARI_MAC])('desktop: %s', (agent) => {
    expect(isDesktopUserAgent(agent)).toBe(true);
  });

  it.each([ANDROID_PHONE, ANDROID_TABLET, IPHONE, IPAD, IPOD])('not desktop: %s', (agent) => {
    expect(isDesktopUserAgent(agent)).toBe(false);
  });
});

describe('layoutModeOf', () => {
  it('gives a desktop browser the terminal from 768 px, the phone layout in a narrower window', () => {
    expect(layoutModeOf(1440, CHROME_LINUX)).toBe('terminal');
    expect(layoutModeOf(DESKTOP_TERMINAL_MIN_WIDTH, FIREFOX_WINDOWS)).toBe('terminal');
    expect(layoutModeOf(DESKTOP_TERMINAL_MIN_WIDTH - 1, FIREFOX_WINDOWS)).toBe('phone');
    expect(layoutModeOf(400, SAFARI_MAC)).toBe('phone');
  });

  it('gives any device the terminal from 1,024 px', () => {
    expect(layoutModeOf(TERMINAL_MIN_WIDTH, ANDROID_TABLET)).toBe('terminal');
    expect(layoutModeOf(1366, IPAD)).toBe('terminal');
    expect(layoutModeOf(TERMINAL_MIN_WIDTH - 1, ANDROID_TABLET)).toBe('phone');
  });

  it('keeps phones and tablets below 1,024 px on the phone layout', () => {
    expect(layoutModeOf(390, IPHONE)).toBe('phone');
    expect(layoutModeOf(820, IPAD)).toBe('phone');
    expect(layoutModeOf(915, ANDROID_PHONE)).toBe('phone');
  });
});
