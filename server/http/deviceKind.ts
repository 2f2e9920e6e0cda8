import Bowser from 'bowser';

/**
 * Whether a request comes from a desktop browser (SPEC §9: desktop is detected from the user agent), read
 * by `bowser` from the User-Agent and, where Chromium sends it, the `Sec-CH-UA-Mobile` client hint (`?1`
 * mobile, `?0` not), which outranks a reduced or desktop-mode User-Agent. An unknown agent is not a desktop:
 * the app is built for phones first.
 */
export function isDesktopAgent(userAgent: string | undefined, mobileHint?: string | undefined): boolean {
  if (mobileHint?.trim() === '?1') return false;
  if (!userAgent) return false;
  const hints = mobileHint?.trim() === '?0' ? { mobile: false } : undefined;
  return Bowser.getParser(userAgent, hints).getPlatformType(true) === 'desktop';
}
