import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildPages, serve } from './chartPages.ts';

const REPO = path.join(import.meta.dirname, '..');

/** Another commit's chart pages, built and served beside this checkout's. */
export interface Baseline {
  ref: string;
  /** its Pipwave page */
  url: string;
  close(): void;
}

/**
 * `CHART_BENCH_BASELINE=<git ref>`: the chart bench also measures that commit's chart, interleaved
 * with this checkout's in the same rounds and the same Chromium. A single run's ratio to the peer moves
 * by a third on a shared machine; a change measured against its own parent in one run does not carry
 * that drift. The commit is checked out in a temporary git worktree (this repository's node_modules
 * linked in) and removed afterwards.
 */
export async function openBaseline(ref: string): Promise<Baseline> {
  const checkout = mkdtempSync(path.join(tmpdir(), 'pipwave-chart-baseline-'));
  execFileSync('git', ['worktree', 'add', '--detach', '--force', checkout, ref], { cwd: REPO, stdio: 'ignore' });
  const remove = () => {
    execFileSync('git', ['worktree', 'remove', '--force', checkout], { cwd: REPO, stdio: 'ignore' });
  };
  let server: Server | null = null;
  const outDir = mkdtempSync(path.join(tmpdir(), 'pipwave-chart-baseline-pages-'));
  try {
    symlinkSync(path.join(REPO, 'node_modules'), path.join(checkout, 'node_modules'), 'dir');
    await buildPages(outDir, path.join(checkout, 'bench', 'chart'));
    const served = await serve(outDir);
    server = served.server;
    const open = server;
    return {
      ref,
      url: `${served.url}/pipwave.html`,
      close() {
        open.close();
        rmSync(outDir, { recursive: true, force: true });
        remove();
      },
    };
  } catch (error) {
    server?.close();
    rmSync(outDir, { recursive: true, force: true });
    remove();
    throw error;
  }
}
