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

/** The JS a browser must fetch before the first paint: the entry chunk and its static imports, recursively. */
export function initialChunks(manifest: Manifest): string[] {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const [key] of entries) visit(key);
  return [...seen].map((key) => manifest[key]?.file).filter((file): file is string => file?.endsWith('.js') ?? false);
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

export interface FirstVisit {
  files: string[];
  /** brotli bytes of index.html (with its inline CSS), the entry's JS and stylesheets and the realtime worker */
  bytes: number;
  /** the largest non-default locale's chunk, fetched before the first render by a user who chose it */
  largestLocale: { file: string; bytes: number };
}

/**
 * What a first visit to `/` downloads from dist/ before the market list can show a live price: the
 * page, the entry chunk and its static imports, any stylesheet index.html still links, the realtime
 * worker the entry starts, and (for a user with a stored language other than the default) that
 * language's chunk. API replies and images are not in dist/ and are not counted here.
 */
export function firstVisitBytes(distDir: string): FirstVisit {
  const manifest = readManifest(distDir);
  const scripts = initialChunks(manifest);
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
