import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureClientBuilt, ROOT } from './clientBuild.ts';

// `npm test`: every check a change must pass, in order, stopping at the first failure.
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
const report = path.join(ROOT, '.cache', 'vitest-report.json');

function step(title: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${result.status === 0 ? '✓' : '✗'} ${title} (${seconds} s)`);
  return result.status === 0;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

function summary(): VitestReport | null {
  try {
    return JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
  } catch {
    return null;
  }
}

mkdirSync(path.dirname(report), { recursive: true });
let ok =
  step('type check (tsc -b)', bin('tsc'), ['-b']) && step('lint and format (biome)', bin('biome'), ['check', '.']);
if (ok) {
  console.log('\n▶ client build (when stale)');
  ensureClientBuilt();
  ok = step('tests: unit, server (PGlite + PostgreSQL), browser, end-to-end', bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
}
const counts = summary();
if (counts) {
  const skipped = counts.numPendingTests + counts.numTodoTests;
  console.log(`\nTotal: ${counts.numPassedTests} passed, ${counts.numFailedTests} failed, ${skipped} skipped`);
}
if (!process.env.TEST_DATABASE_URL) {
  console.log('note: TEST_DATABASE_URL is not set, so the server tests ran on PGlite only (CI runs both)');
}
process.exit(ok ? 0 : 1);
