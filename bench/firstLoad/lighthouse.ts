import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromiumPath } from '../../scripts/chromium.ts';

const LIGHTHOUSE = path.resolve(import.meta.dirname, '../../node_modules/.bin/lighthouse');

/** The figures one Lighthouse run gives, scores 0-100, times in ms, bytes compressed as transferred. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferredBytes: number;
  /** main-thread time by category (script evaluation, style and layout...), ms */
  mainThread: { group: string; ms: number }[];
  /** main-thread time by script, ms */
  scripts: { url: string; ms: number }[];
  /** audits that did not pass in accessibility and best practices (titles) */
  failing: string[];
}

interface Audit {
  score: number | null;
  numericValue?: number;
  title: string;
  scoreDisplayMode?: string;
  details?: { items?: Record<string, unknown>[] };
}
interface Category {
  score: number | null;
  auditRefs: { id: string; weight: number }[];
}
interface LighthouseReport {
  categories: Record<string, Category>;
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
}

function runCli(url: string): Promise<string> {
  const args = [
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(LIGHTHOUSE, args, {
      env: { ...process.env, CHROME_PATH: chromiumPath() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`lighthouse exited ${code}: ${err}`))));
  });
}

const score = (category: Category | undefined) => Math.round((category?.score ?? 0) * 100);
const numeric = (report: LighthouseReport, id: string) => report.audits[id]?.numericValue ?? Number.NaN;

function items(report: LighthouseReport, id: string): Record<string, unknown>[] {
  return report.audits[id]?.details?.items ?? [];
}

function failingAudits(report: LighthouseReport, categoryIds: readonly string[]): string[] {
  const failing: string[] = [];
  for (const categoryId of categoryIds) {
    for (const ref of report.categories[categoryId]?.auditRefs ?? []) {
      const audit = report.audits[ref.id];
      if (audit && ref.weight > 0 && audit.score !== null && audit.score < 1)
        failing.push(`${categoryId}: ${audit.title}`);
    }
  }
  return failing;
}

/**
 * One Lighthouse run (mobile preset: Moto G class CPU, slow 4G, simulated throttling) on `url`. Lighthouse
 * sometimes fails to record its own trace ("NO_NAVSTART: please run Lighthouse again"): such a run is
 * made once more.
 */
export async function lighthouseRun(url: string, attempts = 2): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return figuresOf(JSON.parse(await runCli(url)) as LighthouseReport);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`# lighthouse failed on ${url}, running it again: ${String(error).slice(0, 300)}`);
    }
  }
}

function figuresOf(report: LighthouseReport): LighthouseFigures {
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
  return {
    performance: score(report.categories.performance),
    accessibility: score(report.categories.accessibility),
    bestPractices: score(report.categories['best-practices']),
    lcpMs: numeric(report, 'largest-contentful-paint'),
    tbtMs: numeric(report, 'total-blocking-time'),
    cls: numeric(report, 'cumulative-layout-shift'),
    transferredBytes: numeric(report, 'total-byte-weight'),
    mainThread: items(report, 'mainthread-work-breakdown').map((item) => ({
      group: String(item.groupLabel ?? item.group),
      ms: Number(item.duration),
    })),
    scripts: items(report, 'bootup-time').map((item) => ({ url: String(item.url), ms: Number(item.total) })),
    failing: failingAudits(report, ['accessibility', 'best-practices']),
  };
}
