import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureClientBuilt, ROOT } from './clientBuild.ts';

// `npm test`: every check a change must pass, in order, stopping at the first failure.
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
const reports = {
  fast: path.join(ROOT, '.cache', 'vitest-report-fast.json'),
  e2e: path.join(ROOT, '.cache', 'vitest-report-e2e.json'),
};

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

function summary(file: string): VitestReport | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  } catch {
    return null;
  }
}

function vitest(title: string, projects: string[], report: string): boolean {
  return step(title, bin('vitest'), [
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
}

mkdirSync(path.dirname(reports.fast), { recursive: true });
for (const file of Object.values(reports)) rmSync(file, { force: true });
let ok =
  step('type check (tsc -b)', bin('tsc'), ['-b']) && step('lint and format (biome)', bin('biome'), ['check', '.']);
if (ok) {
  console.log('\n▶ client build (when stale)');
  ensureClientBuilt();
  // The end-to-end journeys run on their own: each starts a server and a browser, and sharing two cores with
  // the WebGL browser tests makes timings flaky.
  ok = vitest(
    'tests: unit, server (PGlite + PostgreSQL), browser (Chromium)',
    ['unit', 'server', 'browser'],
    reports.fast,
  );
  ok = vitest('tests: end-to-end journeys (real server, Chromium)', ['e2e'], reports.e2e) && ok;
}
const counts = Object.values(reports)
  .map(summary)
  .filter((report): report is VitestReport => report !== null);
if (counts.length > 0) {
  const sum = (pick: (report: VitestReport) => number) => counts.reduce((total, report) => total + pick(report), 0);
  const skipped = sum((report) => report.numPendingTests + report.numTodoTests);
  console.log(
    `\nTotal: ${sum((report) => report.numPassedTests)} passed, ${sum((report) => report.numFailedTests)} failed, ${skipped} skipped`,
  );
}
if (!process.env.TEST_DATABASE_URL) {
  console.log('note: TEST_DATABASE_URL is not set, so the server tests ran on PGlite only (CI runs both)');
}
process.exit(ok ? 0 : 1);
