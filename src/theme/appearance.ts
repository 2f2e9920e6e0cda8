import { useSyncExternalStore } from 'react';
import type { LanguageCode } from '../../protocol/locales.ts';
import { currentLanguage, onLanguageChange } from '../i18n/i18n.ts';
import { defaultUpColour, THEME_STORAGE_KEY, UP_COLOUR_STORAGE_KEY } from './colourConvention.ts';
import type { ThemeName, UpColour } from './paletteTokens.ts';

/** What the user picked in the user centre; `system` follows prefers-color-scheme. */
export type ThemeChoice = ThemeName | 'system';

export interface Appearance {
  themeChoice: ThemeChoice;
  /** null: not chosen, the language's convention applies */
  upColourChoice: UpColour | null;
  theme: ThemeName;
  upColour: UpColour;
}

const LIGHT_QUERY = '(prefers-color-scheme: light)';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // private mode: the choice lasts for this visit
  }
}

export function parseThemeChoice(raw: string | null): ThemeChoice {
  return raw === 'light' || raw === 'system' ? raw : 'dark';
}

export function parseUpColour(raw: string | null): UpColour | null {
  return raw === 'red' || raw === 'green' ? raw : null;
}

/** The theme and up colour shown for a choice, the system's preference and the language. */
export function resolveAppearance(
  themeChoice: ThemeChoice,
  upColourChoice: UpColour | null,
  systemPrefersLight: boolean,
  language: LanguageCode,
): Appearance {
  const theme: ThemeName = themeChoice === 'system' ? (systemPrefersLight ? 'light' : 'dark') : themeChoice;
  return { themeChoice, upColourChoice, theme, upColour: upColourChoice ?? defaultUpColour(language) };
}

const listeners = new Set<() => void>();
let media: MediaQueryList | null = null;
let current: Appearance | null = null;

function compute(): Appearance {
  return resolveAppearance(
    parseThemeChoice(read(THEME_STORAGE_KEY)),
    parseUpColour(read(UP_COLOUR_STORAGE_KEY)),
    media?.matches ?? false,
    currentLanguage(),
  );
}

/** Puts the appearance on <html> (the palette's `data-theme` and `data-up-colour`) and the browser chrome. */
function apply(appearance: Appearance): void {
  const root = document.documentElement;
  root.dataset.theme = appearance.theme;
  root.dataset.upColour = appearance.upColour;
  const background = getComputedStyle(root).getPropertyValue('--bg').trim();
  const meta = document.querySelector('meta[name="theme-color"]');
  if (meta && background) meta.setAttribute('content', background);
}

function refresh(): void {
  const next = compute();
  if (
    current &&
    next.theme === current.theme &&
    next.upColour === current.upColour &&
    next.themeChoice === current.themeChoice &&
    next.upColourChoice === current.upColourChoice
  ) {
    return;
  }
  current = next;
  apply(next);
  for (const listener of listeners) listener();
}

/** Starts following the stored choices, the system theme and the language (once, at start-up). */
export function startAppearance(): void {
  if (media) return;
  media = window.matchMedia(LIGHT_QUERY);
  media.addEventListener('change', refresh);
  onLanguageChange(refresh);
  refresh();
}

export function currentAppearance(): Appearance {
  if (!current) current = compute();
  return current;
}

export function chooseTheme(choice: ThemeChoice): void {
  write(THEME_STORAGE_KEY, choice);
  refresh();
}

export function chooseUpColour(choice: UpColour): void {
  write(UP_COLOUR_STORAGE_KEY, choice);
  refresh();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current appearance; re-renders when the theme, the up colour or the system's preference changes. */
export function useAppearance(): Appearance {
  return useSyncExternalStore(subscribe, currentAppearance);
}
