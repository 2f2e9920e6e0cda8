import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/** The chart bench's pages (Pipwave's, lightweight-charts', the size probes): built, served, weighed. */
const PAGE_DIR = path.join(import.meta.dirname, 'chart');

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  /** files the chunk refers to by URL: a worker's script among them */
  assets?: string[];
}

/** A built module's imports of its sibling files: static ones, and `import()`ed ones. */
function siblingImports(source: string): { static: string[]; lazy: string[] } {
  const names = (pattern: RegExp) => [...source.matchAll(pattern)].map((match) => match[1] ?? '');
  return {
    static: names(/(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g),
    lazy: names(/import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g),
  };
}

/**
 * gzip bytes of an entry's JS and everything it imports statically (what must load before it runs);
 * with `lazy`, also the chunks it imports dynamically (and theirs statically). The scripts of the workers
 * those chunks start count too, with their imports (lazy ones with `lazy`): Pipwave's chart paints in its
 * drawing worker, which loads Pixi's chunk when it paints with WebGL.
 */
export function entryGzipBytes(
  outDir: string,
  manifest: Record<string, ManifestChunk>,
  entry: string,
  options: { lazy?: boolean } = {},
): number {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entry);
  if (options.lazy) for (const key of [...seen]) for (const lazy of manifest[key]?.dynamicImports ?? []) visit(lazy);
  // the workers the chunks start (Pipwave's chart paints in one), and what those import in turn
  const files = new Set([...seen].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js')));
  const workers = [...seen].flatMap((key) => manifest[key]?.assets ?? []).filter((file) => file.endsWith('.js'));
  const pending = [...workers];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    const imports = siblingImports(readFileSync(path.join(outDir, file), 'utf8'));
    const next = options.lazy ? [...imports.static, ...imports.lazy] : imports.static;
    pending.push(...next.map((name) => path.posix.join(path.posix.dirname(file), name)));
  }
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
  return bytes;
}

/** The bench's pages built with the project's Vite, one `inputs` set into `outDir`, served at `base`. */
async function buildInto(outDir: string, pageDir: string, inputs: Record<string, string>, base = '/'): Promise<void> {
  await build({
    configFile: false,
    root: pageDir,
    base,
    logLevel: 'silent',
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      minify: process.env.CHART_BENCH_MINIFY !== '0',
      rollupOptions: { input: inputs },
    },
    // as the app builds its workers (vite.config.ts): ES modules, so a worker's lazy imports stay lazy
    worker: { format: 'es' },
  });
}

export async function buildPages(outDir: string, pageDir = PAGE_DIR): Promise<Record<string, ManifestChunk>> {
  await buildInto(outDir, pageDir, {
    pipwave: path.join(pageDir, 'pipwave.html'),
    lwc: path.join(pageDir, 'lwc.html'),
    'size-pipwave': path.join(pageDir, 'size-pipwave.ts'),
    'size-lwc': path.join(pageDir, 'size-lwc.ts'),
  });
  return JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}

export function serve(root: string): Promise<{ server: Server; url: string }> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const file = path.join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}` });
    }),
  );
}
