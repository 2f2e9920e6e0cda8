import { CHART_PERIODS, type ChartPeriod } from '../../stores/tradeSelection.ts';

/** What a key does on the terminal. */
export type TerminalShortcut =
  | { action: 'buy' }
  | { action: 'sell' }
  | { action: 'search' }
  | { action: 'period'; period: ChartPeriod };

/** The keys as `aria-keyshortcuts` names them (and the tooltips show them). */
export const SHORTCUT_KEYS = {
  buy: 'B',
  sell: 'S',
  search: '/ Control+K',
  /** 1 to 6: the periods in the period bar's order */
  period: (period: ChartPeriod) => String(CHART_PERIODS.indexOf(period) + 1),
} as const;

/** Where a key was pressed: an element (a plain object in unit tests). */
export interface KeyTarget {
  tagName: string;
  /** HTMLElement's; an SVG element has none */
  isContentEditable?: boolean;
  closest(selector: string): unknown;
}

/** The parts of a keydown event the mapping reads. */
export interface KeyPress {
  key: string;
  /** the physical key (`KeyB`, `Digit2`): the letter or digit on a layout whose key gives another character */
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** the focused element the key went to; null for the page itself */
  target: KeyTarget | null;
}

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * Keys typed into a field are text, not shortcuts; nor are keys pressed in an open dialog (the review
 * sheet: S there must not turn a buy's review into a sell's under the user's eyes).
 */
function isTypingOrInDialog(target: KeyTarget | null): boolean {
  if (!target) return false;
  if (TYPING_TAGS.has(target.tagName) || target.isContentEditable === true) return true;
  return target.closest('dialog[open]') !== null;
}

/** The Latin letter of the key: the character when it is one, else the physical key's (a Cyrillic or Thai layout). */
function letterOf(press: KeyPress): string | null {
  if (/^[a-z]$/i.test(press.key)) return press.key.toLowerCase();
  const physical = /^Key([A-Z])$/.exec(press.code);
  return physical?.[1] ? physical[1].toLowerCase() : null;
}

/** The digit of the key, from the top row or the number pad (AZERTY's top row types `&é"'(-` unshifted). */
function digitOf(press: KeyPress): number | null {
  if (/^\d$/.test(press.key)) return Number(press.key);
  const physical = /^(?:Digit|Numpad)(\d)$/.exec(press.code);
  return physical?.[1] ? Number(physical[1]) : null;
}

/**
 * The terminal's shortcut for a key press, or null: B buy review, S sell review, `/` or Ctrl+K (⌘K)
 * symbol search, 1-6 chart period. Nothing while typing in a field or inside a dialog; B, S and the
 * digits only without Ctrl, ⌘ or Alt (Ctrl+S, ⌘1 stay the browser's).
 */
export function shortcutOf(press: KeyPress): TerminalShortcut | null {
  if (isTypingOrInDialog(press.target)) return null;
  const letter = letterOf(press);
  if ((press.ctrlKey || press.metaKey) && !press.altKey && letter === 'k') return { action: 'search' };
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  if (press.key === '/') return { action: 'search' };
  if (letter === 'b') return { action: 'buy' };
  if (letter === 's') return { action: 'sell' };
  const digit = digitOf(press);
  const period = digit === null ? undefined : CHART_PERIODS[digit - 1];
  return period ? { action: 'period', period } : null;
}
