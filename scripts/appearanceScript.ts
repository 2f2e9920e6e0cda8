import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE } from '../protocol/locales.ts';
import { RED_UP_LANGUAGES, THEME_STORAGE_KEY, UP_COLOUR_STORAGE_KEY } from '../src/theme/colourConvention.ts';
import { paletteTokens } from '../src/theme/paletteTokens.ts';

const PALETTE = path.resolve(import.meta.dirname, '../src/styles/palette.css');

/** Where the app keeps the chosen language (src/i18n/i18n.ts). */
const LANGUAGE_STORAGE_KEY = 'pipwave.lang';

/**
 * The head's inline script: puts the stored theme (dark, light or the system's) and up colour (stored, or
 * the language's convention) on <html> before anything paints, so no frame shows the wrong theme.
 * src/theme/appearance.ts keeps them up to date afterwards with the same rules.
 */
export function appearanceScript(): string {
  const data = JSON.stringify({
    theme: THEME_STORAGE_KEY,
    up: UP_COLOUR_STORAGE_KEY,
    lang: LANGUAGE_STORAGE_KEY,
    red: RED_UP_LANGUAGES,
    fallback: DEFAULT_LANGUAGE,
    lightBackground: paletteTokens(readFileSync(PALETTE, 'utf8'), 'light').get('bg'),
  });
  return `(function(d){var e=document.documentElement,s=null,u=null,l=null;try{s=localStorage.getItem(d.theme);u=localStorage.getItem(d.up);l=new URLSearchParams(location.search).get('lang')||localStorage.getItem(d.lang)}catch(x){}if(s==='system')s=window.matchMedia&&matchMedia('(prefers-color-scheme: light)').matches?'light':'dark';else if(s!=='light')s='dark';l=(l||d.fallback).trim().toLowerCase();if(l==='tw')l='hk';if(u!=='red'&&u!=='green')u=d.red.indexOf(l)>=0?'red':'green';e.setAttribute('data-theme',s);e.setAttribute('data-up-colour',u);if(s==='light'){var m=document.querySelector('meta[name=theme-color]');if(m)m.setAttribute('content',d.lightBackground)}})(${data});`;
}
