import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: text. Images other than SVG, fonts and archives are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|webmanifest|svg|txt|xml|map)$/;
/** Below this a compressed copy saves less than the headers it costs. */
export const PRECOMPRESS_MIN_BYTES = 512;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    // dot folders (Vite's .vite/manifest.json) are never served
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => {
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
      }),
  );
  return nested.flat();
}

/** Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) beside `file`, each only if smaller. */
async function compressFile(file: string): Promise<void> {
  const source = await readFile(file);
  if (source.length < PRECOMPRESS_MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < source.length) await writeFile(`${file}.br`, br);
  if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
}

/** Every compressible file under `dir` (the build output, public files included), compressed beside it. */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(files.map((file) => compressFile(file)));
  return files.length;
}

/**
 * Vite plugin: after the build is written (and after other plugins' files, e.g. a service worker),
 * writes brotli and gzip copies of every text file, for the server to send as they are
 * (@fastify/static `preCompressed`), so nothing is compressed per request.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pipwave:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!(await stat(outDir).catch(() => null))) return;
        const count = await precompressDir(outDir);
        this.info?.(`precompressed ${count} files (br, gz)`);
      },
    },
  };
}
