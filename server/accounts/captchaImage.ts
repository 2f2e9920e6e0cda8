/**
 * Draws a captcha as an SVG of stroked paths (no <text>, so reading the answer needs actual recognition),
 * each character jittered, rotated and crossed by noise curves.
 */
type Point = readonly [number, number];
type Glyph = readonly (readonly Point[])[];

// Digits on a 4 x 6 grid, as polylines.
const GLYPHS: Readonly<Record<string, Glyph>> = {
  '0': [
    [
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
      [0, 1],
      [1, 0],
    ],
  ],
  '1': [
    [
      [1, 1],
      [2, 0],
      [2, 6],
    ],
    [
      [1, 6],
      [3, 6],
    ],
  ],
  '2': [
    [
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [0, 6],
      [4, 6],
    ],
  ],
  '3': [
    [
      [0, 0],
      [4, 0],
      [2, 2.6],
      [3, 2.6],
      [4, 3.6],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  '4': [
    [
      [3, 6],
      [3, 0],
      [0, 4],
      [4, 4],
    ],
  ],
  '5': [
    [
      [4, 0],
      [0, 0],
      [0, 3],
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [0, 6],
    ],
  ],
  '6': [
    [
      [3, 0],
      [1, 0],
      [0, 2],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
      [0, 3],
    ],
  ],
  '7': [
    [
      [0, 0],
      [4, 0],
      [1, 6],
    ],
  ],
  '8': [
    [
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [1, 3],
      [0, 4],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
    ],
    [
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
    ],
  ],
  '9': [
    [
      [4, 3],
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 4],
      [3, 6],
      [1, 6],
    ],
  ],
};

export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');
export const CAPTCHA_WIDTH = 150;
export const CAPTCHA_HEIGHT = 50;

const CELL = 26;
const SCALE_X = 4.2;
const SCALE_Y = 5.4;
const COLOURS = ['#8fd3ff', '#ffd479', '#b8f2a0', '#ffb0c8', '#d6c2ff'];

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('empty list');
  return item;
}

const round = (value: number) => Math.round(value * 10) / 10;

function glyphPaths(glyph: Glyph, originX: number, random: () => number): string {
  const angle = (random() - 0.5) * 0.5;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const lift = (random() - 0.5) * 8;
  const colour = pick(COLOURS, random);
  return glyph
    .map((line) => {
      const points = line.map(([x, y]) => {
        const jx = (x + (random() - 0.5) * 0.5 - 2) * SCALE_X;
        const jy = (y + (random() - 0.5) * 0.5 - 3) * SCALE_Y;
        return `${round(originX + jx * cos - jy * sin)},${round(CAPTCHA_HEIGHT / 2 + lift + jx * sin + jy * cos)}`;
      });
      return `<polyline points="${points.join(' ')}" stroke="${colour}"/>`;
    })
    .join('');
}

function noise(random: () => number): string {
  let curves = '';
  for (let index = 0; index < 4; index += 1) {
    const y = () => round(random() * CAPTCHA_HEIGHT);
    const x = () => round(random() * CAPTCHA_WIDTH);
    curves += `<path d="M0,${y()} C${x()},${y()} ${x()},${y()} ${CAPTCHA_WIDTH},${y()}" stroke="${pick(COLOURS, random)}" stroke-width="1.2" opacity="0.7"/>`;
  }
  return curves;
}

export function renderCaptchaSvg(text: string, random: () => number = Math.random): string {
  const start = (CAPTCHA_WIDTH - CELL * text.length) / 2 + CELL / 2;
  const glyphs = [...text]
    .map((character, index) => {
      const glyph = GLYPHS[character];
      if (!glyph) throw new Error(`no captcha glyph for "${character}"`);
      return glyphPaths(glyph, start + index * CELL + (random() - 0.5) * 4, random);
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}"><rect width="100%" height="100%" fill="#1b2233"/><g fill="none" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round">${glyphs}${noise(random)}</g></svg>`;
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
