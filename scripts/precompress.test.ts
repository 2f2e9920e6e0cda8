import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('precompress (build step)', () => {
  it('writes brotli and gzip copies beside every text file that decode to the same bytes', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pipwave-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, '.vite'));
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, index) => `row ${index}`))};`;
    const files: Record<string, string | Buffer> = {
      'assets/index-abc.js': script,
      'assets/index-abc.css': `.row{height:64px}\n`.repeat(60),
      'index.html': `<!doctype html><div class="boot">${'<i></i>'.repeat(200)}</div>`,
      'logos/EURUSD.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(80)}</svg>`,
      'manifest.json': JSON.stringify({
        name: 'Pipwave',
        icons: Array.from({ length: 30 }, () => ({ src: '/icon.svg' })),
      }),
      'tiny.js': 'export {};',
      'photo.png': Buffer.alloc(4096, 7),
      '.vite/manifest.json': JSON.stringify({ entry: 'x'.repeat(2000) }),
    };
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), content);
    }
    await precompressDir(dir);
    const exists = (file: string) => {
      try {
        readFileSync(path.join(dir, file));
        return true;
      } catch {
        return false;
      }
    };
    for (const file of [
      'assets/index-abc.js',
      'assets/index-abc.css',
      'index.html',
      'logos/EURUSD.svg',
      'manifest.json',
    ]) {
      const source = readFileSync(path.join(dir, file));
      const br = readFileSync(path.join(dir, `${file}.br`));
      const gz = readFileSync(path.join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(source), file).toBe(true);
      expect(gunzipSync(gz).equals(source), file).toBe(true);
      expect(br.length, file).toBeLessThan(source.length);
    }
    // too small to gain anything, not text, or never served
    expect(exists('tiny.js.br')).toBe(false);
    expect(exists('photo.png.br')).toBe(false);
    expect(exists('.vite/manifest.json.br')).toBe(false);
  });
});
