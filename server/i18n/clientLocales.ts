import { readFileSync } from 'node:fs';

/** A client locale file's tree of strings. */
export type Tree = { [key: string]: string | Tree };

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the client's locale file for `lang` (src/i18n/locales), for tests that check server texts and
 * the interface's labels against each other.
 */
export function readClientLocale(lang: string): Tree {
  const parsed: unknown = JSON.parse(
    readFileSync(new URL(`../../src/i18n/locales/${lang}.json`, import.meta.url), 'utf8'),
  );
  if (!isTree(parsed)) throw new Error(`locale ${lang} is not an object`);
  return parsed;
}
