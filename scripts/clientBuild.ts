import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const DIST = path.join(ROOT, 'dist');

/** Everything the client build reads; a change in any of them makes the build stale. */
const CLIENT_INPUTS = [
  'src',
  'protocol',
  'render',
  'workers',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/precompress.ts',
  'scripts/bootShell.ts',
  'package-lock.json',
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function clientBuildIsStale(): boolean {
  const index = path.join(DIST, 'index.html');
  if (!existsSync(index)) return true;
  const builtAt = statSync(index).mtimeMs;
  return CLIENT_INPUTS.some((input) => newestMtime(path.join(ROOT, input)) > builtAt);
}

export function buildClient(): void {
  const vite = path.join(ROOT, 'node_modules', '.bin', 'vite');
  // NODE_ENV from a test runner would produce React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync(vite, ['build'], { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
}

/** `npm start` and the end-to-end tests build the app only when a source is newer than dist/. */
export function ensureClientBuilt(): void {
  if (clientBuildIsStale()) buildClient();
}
