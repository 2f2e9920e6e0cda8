import { readFileSync } from 'node:fs';

/** A client locale file's tree of strings. */
export type Tree = { [key: string]: string | Tree };

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The client's locale folders: the app's texts, the back office's (loaded with /admin) and the desktop terminal's. */
const LOCALE_DIRS = ['../../src/i18n/locales', '../../src/admin/locales', '../../src/screens/terminal/locales'];

function readLocaleFile(dir: string, lang: string): Tree {
  const parsed: unknown = JSON.parse(readFileSync(new URL(`${dir}/${lang}.json`, import.meta.url), 'utf8'));
  if (!isTree(parsed)) throw new Error(`locale ${dir}/${lang} is not an object`);
  return parsed;
}

/**
 * Reads every client text for `lang`, the app's, the back office's and the terminal's (their top-level keys
 * do not overlap), for tests that check server texts and the interface's labels against each other.
 */
export function readClientLocale(lang: string): Tree {
  return Object.assign({}, ...LOCALE_DIRS.map((dir) => readLocaleFile(dir, lang))) as Tree;
}
