import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PRECOMPRESS_MIN_BYTES } from './precompress.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The chunks `keys` load: each one and its static imports, recursively (JS files only). */
function chunksOf(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen].map((key) => manifest[key]?.file).filter((file): file is string => file?.endsWith('.js') ?? false);
}

/** The JS a browser must fetch before the first paint: the entry chunk and its static imports, recursively. */
export function initialChunks(manifest: Manifest): string[] {
  return chunksOf(
    manifest,
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.isEntry)
      .map(([key]) => key),
  );
}

export function initialJsGzipBytes(distDir: string): { files: string[]; bytes: number } {
  const files = initialChunks(readManifest(distDir));
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file))).length, 0);
  return { files, bytes };
}

function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** Bytes a file goes out as: its brotli copy from the build (scripts/precompress.ts), or itself if tiny. */
function brotliBytes(distDir: string, file: string): number {
  const compressed = path.join(distDir, `${file}.br`);
  if (existsSync(compressed)) return statSync(compressed).size;
  const size = statSync(path.join(distDir, file)).size;
  if (size >= PRECOMPRESS_MIN_BYTES) throw new Error(`${file} has no brotli copy: the build did not precompress it`);
  return size;
}

/** Lazy chunks the home page loads at start: the realtime bridge (it starts the worker), the mini-chart
 * seam with its 2D renderer (after the first rows; Pixi's chunk only on a GPU, in idle time, not counted) and the company-status check (after the first render). */
const START_CHUNKS = ['src/realtime/bridge.ts', 'render/sparklines/createSparklines.ts', 'src/content/startupCheck.ts'];

export interface FirstVisit {
  files: string[];
  /** brotli bytes of index.html (with its inline CSS), the entry's JS and stylesheets, the chunks the home
   * page loads at start and the realtime worker */
  bytes: number;
  /** the largest non-default locale's chunk, fetched before the first render by a user who chose it */
  largestLocale: { file: string; bytes: number };
}

/**
 * What a first visit to `/` downloads from dist/ before the market list shows live prices: the page,
 * the entry chunk and its static imports, any stylesheet index.html still links, the chunks the home
 * page loads at start and the realtime worker they start, and (for a user with a stored language other
 * than the default) that language's chunk. API replies and images are not in dist/ and are not counted here.
 */
export function firstVisitBytes(distDir: string): FirstVisit {
  const manifest = readManifest(distDir);
  const missing = START_CHUNKS.filter((key) => !manifest[key]);
  if (missing.length > 0) throw new Error(`not in the build's manifest: ${missing.join(', ')}`);
  const scripts = [...new Set([...initialChunks(manifest), ...chunksOf(manifest, START_CHUNKS)])];
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((match) => match[1] ?? '');
  const workers = new Set<string>();
  for (const file of scripts) {
    for (const match of readFileSync(path.join(distDir, file), 'utf8').matchAll(/assets\/worker-[\w-]+\.js/g)) {
      workers.add(match[0]);
    }
  }
  const files = ['index.html', ...scripts, ...stylesheets, ...workers];
  const bytes = files.reduce((sum, file) => sum + brotliBytes(distDir, file), 0);
  const locales = Object.entries(manifest)
    .filter(([key]) => /^src\/i18n\/locales\/\w+\.json$/.test(key))
    .map(([, chunk]) => ({ file: chunk.file, bytes: brotliBytes(distDir, chunk.file) }));
  const largestLocale = locales.reduce((largest, locale) => (locale.bytes > largest.bytes ? locale : largest), {
    file: '',
    bytes: 0,
  });
  return { files, bytes, largestLocale };
}
