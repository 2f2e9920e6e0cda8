/**
 * Writes public/logos/<CODE>.svg for every symbol in SYMBOL_SEEDS.
 * Run from the repo root: ./node_modules/.bin/tsx scripts/generate-logos.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SYMBOL_SEEDS } from '../server/db/seed/symbols.data.ts';
import type { SymbolSeed } from '../server/db/seed/types.ts';

/** Background, ring and text colour plus the glyph drawn on a disc. */
interface Badge {
  bg: string;
  ring: string;
  fg: string;
  label: string;
  /** Extra strokes drawn over the label, e.g. the bars of ₿, which not every font has. */
  marks?: string;
  /** Degrees the label is turned, as in the Bitcoin logo. */
  tilt?: number;
}

/** Currencies in their national colours. */
const CURRENCIES: Record<string, Badge> = {
  USD: { bg: '#3C3B6E', ring: '#B22234', fg: '#FFFFFF', label: '$' },
  EUR: { bg: '#003399', ring: '#FFCC00', fg: '#FFCC00', label: '€' },
  GBP: { bg: '#012169', ring: '#C8102E', fg: '#FFFFFF', label: '£' },
  JPY: { bg: '#FFFFFF', ring: '#BC002D', fg: '#BC002D', label: '¥' },
  CHF: { bg: '#DA291C', ring: '#FFFFFF', fg: '#FFFFFF', label: 'Fr' },
  AUD: { bg: '#00843D', ring: '#FFCD00', fg: '#FFCD00', label: 'A$' },
  CAD: { bg: '#D80621', ring: '#FFFFFF', fg: '#FFFFFF', label: 'C$' },
  NZD: { bg: '#000000', ring: '#FFFFFF', fg: '#FFFFFF', label: 'NZ$' },
};

/** Metals as coins, by base currency. */
const METALS: Record<string, Badge> = {
  XAU: { bg: '#F2C94C', ring: '#B8860B', fg: '#7A5A00', label: 'Au' },
  XAG: { bg: '#D9DDE3', ring: '#8A929C', fg: '#4A525C', label: 'Ag' },
};

/** Oil drops, by symbol code (ring unused). */
const OILS: Record<string, Badge> = {
  USOIL: { bg: '#1F2328', ring: '', fg: '#FFFFFF', label: 'WTI' },
  UKOIL: { bg: '#3B2A1A', ring: '', fg: '#FFFFFF', label: 'BRENT' },
};

/** Index and coin discs, by symbol code. */
const DISCS: Record<string, Badge> = {
  US30: { bg: '#1A3A6E', ring: '#6D8FC7', fg: '#FFFFFF', label: 'DJ' },
  US500: { bg: '#C8102E', ring: '#F08A98', fg: '#FFFFFF', label: 'SPX' },
  NAS100: { bg: '#0091D5', ring: '#7FCBEE', fg: '#FFFFFF', label: 'NDX' },
  GER40: { bg: '#000000', ring: '#DD0000', fg: '#FFCE00', label: 'DAX' },
  UK100: { bg: '#012169', ring: '#C8102E', fg: '#FFFFFF', label: 'FTSE' },
  JP225: { bg: '#BC002D', ring: '#FFFFFF', fg: '#FFFFFF', label: 'NKY' },
  BTCUSD: {
    bg: '#F7931A',
    ring: '#F7931A',
    fg: '#FFFFFF',
    label: 'B',
    marks: '<path d="M29 13v7M35 13v7M29 44v7M35 44v7" stroke="#FFFFFF" stroke-width="3.5"/>',
    tilt: 14,
  },
  ETHUSD: { bg: '#627EEA', ring: '#627EEA', fg: '#FFFFFF', label: 'Ξ' },
  SOLUSD: { bg: '#9945FF', ring: '#14F195', fg: '#FFFFFF', label: 'SOL' },
  XRPUSD: { bg: '#23292F', ring: '#23292F', fg: '#FFFFFF', label: 'XRP' },
};

const escapeXml = (text: string): string => text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Font size that fits `label` inside a disc of radius r. */
const fontSize = (label: string, r: number): number =>
  Math.round(r * ([1.2, 0.85, 0.62, 0.55, 0.45][Math.min(label.length, 5) - 1] ?? 0.5));

function text(x: number, y: number, size: number, fill: string, label: string): string {
  return `<text x="${x}" y="${y}" font-family="sans-serif" font-size="${size}" font-weight="700" fill="${fill}" text-anchor="middle" dominant-baseline="central">${escapeXml(label)}</text>`;
}

function disc(cx: number, cy: number, r: number, b: Badge): string {
  const label = text(cx, cy, fontSize(b.label, r), b.fg, b.label) + (b.marks ?? '');
  return [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${b.bg}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r - 2}" fill="none" stroke="${b.ring}" stroke-width="3"/>`,
    b.tilt ? `<g transform="rotate(${b.tilt} ${cx} ${cy})">${label}</g>` : label,
  ].join('');
}

function pick(table: Record<string, Badge>, key: string, code: string): Badge {
  const badge = table[key];
  if (!badge) throw new Error(`No logo style for ${key} (symbol ${code}); add it to scripts/generate-logos.ts`);
  return badge;
}

function body(s: SymbolSeed): string {
  switch (s.category) {
    case 'forex': {
      const base = pick(CURRENCIES, s.baseCurrency, s.code);
      const quote = pick(CURRENCIES, s.quoteCurrency, s.code);
      // Quote disc on top, separated from the base by a white outline.
      return `${disc(21, 21, 19, base)}<circle cx="43" cy="43" r="20.5" fill="#FFFFFF"/>${disc(43, 43, 19, quote)}`;
    }
    case 'metals':
      return disc(32, 32, 30, pick(METALS, s.baseCurrency, s.code));
    case 'energy': {
      const oil = pick(OILS, s.code, s.code);
      const drop = 'M32 3C32 3 11 29 11 42a21 21 0 0 0 42 0C53 29 32 3 32 3Z';
      return `<path d="${drop}" fill="${oil.bg}"/>${text(32, 43, fontSize(oil.label, 21), oil.fg, oil.label)}`;
    }
    case 'indices':
    case 'crypto':
      return disc(32, 32, 30, pick(DISCS, s.code, s.code));
  }
}

function svg(s: SymbolSeed): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${escapeXml(s.showCode)}">${body(s)}</svg>\n`;
}

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'logos');
mkdirSync(outDir, { recursive: true });
for (const s of SYMBOL_SEEDS) {
  const content = svg(s);
  if (Buffer.byteLength(content) > 2048) throw new Error(`${s.code}.svg exceeds 2 KB`);
  writeFileSync(join(outDir, `${s.code}.svg`), content);
}
console.log(`Wrote ${SYMBOL_SEEDS.length} logos to ${outDir}`);
