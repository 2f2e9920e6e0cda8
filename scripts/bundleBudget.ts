import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const files = initialChunks(manifest);
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file))).length, 0);
  return { files, bytes };
}
