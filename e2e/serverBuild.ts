import { mkdirSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * `import.meta.url` in a module built into one file would name the built file; each module's is set to its
 * source file's URL instead, so paths it resolves from there (e.g. server/db/database.ts's migrations
 * folder) are the ones `npm start` resolves.
 */
function keepModuleUrls(): Plugin {
  return {
    name: 'pipwave:keep-module-urls',
    transform(code, id) {
      if (!id.endsWith('.ts') || !code.includes('import.meta.url')) return null;
      return { code: code.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(id).href)), map: null };
    },
  };
}

/**
 * The server `npm start` runs (`server/main.ts` and what it imports from the repository) built into one
 * ES module, once per run, in a new directory under .cache/ (returned with the file's path; removed by the
 * caller). Its packages are left as imports, found in node_modules as they are under tsx.
 *
 * Why: a journey starts its own server, and under tsx each start spends seconds resolving and loading some
 * 300 TypeScript modules through the loader's thread (about 1.5 s of 6 on an idle machine, twice that on a
 * busy CI machine); the built file loads without a loader.
 */
export async function buildServer(): Promise<{ dir: string; entry: string }> {
  mkdirSync(path.join(ROOT, '.cache'), { recursive: true });
  // inside the repository, so the bundle's package imports resolve to its node_modules
  const dir = mkdtempSync(path.join(ROOT, '.cache', 'e2e-server-'));
  await build({
    // not the app's vite.config.ts: this is a Node program, built with none of the client's plugins
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    plugins: [keepModuleUrls()],
    build: {
      ssr: 'server/main.ts',
      outDir: dir,
      target: 'node20',
      minify: false,
      copyPublicDir: false,
    },
  });
  return { dir, entry: path.join(dir, 'main.js') };
}
