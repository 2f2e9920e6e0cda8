/** Reads the colour tokens of src/styles/palette.css per theme, resolving `var(--name)` references. */

export type ThemeName = 'dark' | 'light';
export type UpColour = 'green' | 'red';

const BLOCK = /([^{}]+)\{([^{}]*)\}/g;
const DECLARATION = /--([\w-]+)\s*:\s*([^;]+);/g;
const REFERENCE = /^var\(--([\w-]+)\)$/;

function declarations(body: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of body.matchAll(DECLARATION)) found.set(match[1] ?? '', (match[2] ?? '').trim());
  return found;
}

/** Which blocks apply: `:root` always, then `[data-theme=…]` and `[data-up-colour=…]` when they match. */
function applies(selector: string, theme: ThemeName, upColour: UpColour): boolean {
  const attributes = [...selector.matchAll(/\[data-([\w-]+)="(\w+)"\]/g)];
  if (selector.trim().replace(/\[[^\]]*\]/g, '') !== ':root') return false;
  return attributes.every(([, name, value]) =>
    name === 'theme' ? value === theme : name === 'up-colour' ? value === upColour : false,
  );
}

/** Every custom property's value for one theme and up colour, with `var()` references resolved. */
export function paletteTokens(css: string, theme: ThemeName, upColour: UpColour = 'green'): Map<string, string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const raw = new Map<string, string>();
  for (const [, selector = '', body = ''] of withoutComments.matchAll(BLOCK)) {
    if (!applies(selector, theme, upColour)) continue;
    for (const [name, value] of declarations(body)) raw.set(name, value);
  }
  const resolve = (name: string, seen: ReadonlySet<string>): string => {
    const value = raw.get(name);
    if (value === undefined) throw new Error(`palette: --${name} is not declared`);
    const reference = REFERENCE.exec(value)?.[1];
    if (!reference) return value;
    if (seen.has(reference)) throw new Error(`palette: --${name} refers to itself`);
    return resolve(reference, new Set([...seen, reference]));
  };
  return new Map([...raw.keys()].map((name) => [name, resolve(name, new Set([name]))]));
}
