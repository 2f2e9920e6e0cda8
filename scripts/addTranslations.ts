import { closeSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES, type LanguageCode } from '../protocol/locales.ts';

/**
 * `tsx scripts/addTranslations.ts FILE.json [FOLDER]` merges new keys into every locale of FOLDER:
 * src/i18n/locales/ (the app's texts, the default) or src/admin/locales/ (the back office's).
 * FILE holds `{ "<lang>": { nested keys } }` for every language except `ar`, which copies `en`.
 * A lock file serialises concurrent runs; existing keys are overwritten only when FILE has them.
 */
type Tree = { [key: string]: string | Tree };

const LOCALES = process.argv[3]
  ? path.resolve(process.argv[3])
  : path.resolve(import.meta.dirname, '..', 'src', 'i18n', 'locales');
const LOCK = path.join(LOCALES, '.lock');

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function merge(target: Tree, source: Tree): Tree {
  const out: Tree = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = out[key];
    out[key] = isTree(value) && isTree(existing) ? merge(existing, value) : value;
  }
  return out;
}

async function withLock(work: () => void): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      closeSync(openSync(LOCK, 'wx'));
      try {
        work();
      } finally {
        rmSync(LOCK, { force: true });
      }
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`could not take ${LOCK}; remove it if no other run is active`);
}

const file = process.argv[2];
if (!file) {
  console.error('usage: tsx scripts/addTranslations.ts FILE.json [src/admin/locales]');
  process.exit(2);
}
const additions: unknown = JSON.parse(readFileSync(file, 'utf8'));
if (!isTree(additions)) throw new Error('FILE must be an object keyed by language code');
const missing = LANGUAGE_CODES.filter((lang) => lang !== 'ar' && !isTree(additions[lang]));
if (missing.length > 0) throw new Error(`FILE lacks languages: ${missing.join(', ')}`);

await withLock(() => {
  for (const lang of LANGUAGE_CODES) {
    const source = additions[lang === 'ar' ? 'en' : lang];
    if (!isTree(source)) continue;
    const target = path.join(LOCALES, `${lang satisfies LanguageCode}.json`);
    const current: unknown = JSON.parse(readFileSync(target, 'utf8'));
    if (!isTree(current)) throw new Error(`${target} is not an object`);
    const temporary = `${target}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(merge(current, source), null, 2)}\n`);
    renameSync(temporary, target);
  }
});
console.log(`merged ${file} into ${LANGUAGE_CODES.length} locales`);
