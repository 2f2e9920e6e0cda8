/** What /trade shows: the phone's screen or the desktop trading terminal. */
export type LayoutMode = 'phone' | 'terminal';

/** From this window width any device gets the terminal (a tablet held sideways, a large phone in desktop mode). */
export const TERMINAL_MIN_WIDTH = 1024;
/**
 * A desktop browser gets the terminal from this width. Narrower, it keeps the phone layout: a desktop
 * browser in a narrow window (a side panel, a split screen) would squeeze the terminal's list, chart,
 * form and positions into a few hundred pixels, useless at 400 px, where the phone screen works.
 */
export const DESKTOP_TERMINAL_MIN_WIDTH = 768;

/** SPEC §9: "Desktop is detected from the user agent": none of the mobile tokens browsers send. */
const MOBILE_USER_AGENT = /Mobi|Android|iPhone|iPad|iPod/;

export function isDesktopUserAgent(userAgent: string): boolean {
  return !MOBILE_USER_AGENT.test(userAgent);
}

/** The layout for a window `width` CSS pixels wide in a browser sending `userAgent`. */
export function layoutModeOf(width: number, userAgent: string): LayoutMode {
  if (width >= TERMINAL_MIN_WIDTH) return 'terminal';
  if (width >= DESKTOP_TERMINAL_MIN_WIDTH && isDesktopUserAgent(userAgent)) return 'terminal';
  return 'phone';
}
