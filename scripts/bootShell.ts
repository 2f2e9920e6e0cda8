import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type IndexHtmlTransformContext, type Plugin, type Rolldown } from 'vite';
import { INTL_LOCALE, LANGUAGE_CODES, textLanguageOf } from '../protocol/locales.ts';
import { ROUTES, routeByName, TAB_BAR } from '../src/app/routeTable.ts';
import { APP_ENTRY_ID, type AppEntry } from '../src/boot/appEntryShape.ts';
import { LANGUAGE_STORAGE_KEY } from '../src/i18n/languageStorageKey.ts';
import { appearanceScript } from './appearanceScript.ts';

const LOCALES_DIR = path.resolve(import.meta.dirname, '../src/i18n/locales');
/** index.html's second inline script: the early trade_list request and the shell's prices. */
const EARLY_QUOTES_ENTRY = path.resolve(import.meta.dirname, '../src/boot/earlyQuotes.ts');

type Messages = Record<string, unknown>;

function lookup(messages: Messages, key: string): string {
  let value: unknown = messages;
  for (const part of key.split('.')) value = (value as Messages | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`boot shell: no text for ${key}`);
  return value;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The frame each client route's shell shows: its own skeleton for home and trade, else a tab or plain page. */
function routeFrames(): Record<string, string> {
  const frames: Record<string, string> = {};
  for (const route of ROUTES) {
    frames[route.path] =
      route.name === 'home' ? 'home' : route.name === 'trade' ? 'trade' : route.footer ? 'tab' : 'page';
  }
  return frames;
}

function tabBar(): string {
  return TAB_BAR.map((name) => {
    const { path: tabPath } = routeByName(name);
    return `<span class="boot-tab" data-tab="${tabPath}"><i></i><span data-i18n="tabs.${name}"></span></span>`;
  }).join('');
}

/**
 * The strings the shell shows, per language code other than the default (whose text is in the
 * markup), and the script that picks the route's frame and the stored language before the first paint.
 * Static: the same bytes for every request (a Content-Security-Policy hashes it from the built file).
 */
function bootScript(keys: readonly string[]): string {
  const texts: Record<string, Record<string, string> | string> = {};
  const locales = new Map<string, Messages>();
  const load = (text: string): Messages => {
    let messages = locales.get(text);
    if (!messages) {
      messages = JSON.parse(readFileSync(path.join(LOCALES_DIR, `${text}.json`), 'utf8')) as Messages;
      locales.set(text, messages);
    }
    return messages;
  };
  for (const code of LANGUAGE_CODES) {
    const text = textLanguageOf(code);
    if (text !== code) {
      texts[code] = text; // same text as another code (Arabic shows English)
      continue;
    }
    texts[code] = Object.fromEntries(keys.map((key) => [key, lookup(load(text), key)]));
  }
  const data = JSON.stringify({ frames: routeFrames(), texts, tags: INTL_LOCALE, key: LANGUAGE_STORAGE_KEY });
  return `(function(d){var b=document.getElementById('boot');if(!b)return;var p=location.pathname.replace(/\\/+$/,'')||'/';b.setAttribute('data-route',d.frames[p]||(p.indexOf('/admin')===0?'none':'page'));var t=b.querySelectorAll('[data-tab]');for(var i=0;i<t.length;i++)if(t[i].getAttribute('data-tab')===p)t[i].className+=' on';var c=null;try{c=new URLSearchParams(location.search).get('lang')||localStorage.getItem(d.key)}catch(e){}c=c&&c.trim().toLowerCase();if(c==='tw')c='hk';var h=Object.prototype.hasOwnProperty;if(!c||!h.call(d.texts,c))return;var s=d.texts[c];if(typeof s==='string')s=d.texts[s];var n=b.querySelectorAll('[data-i18n]');for(var j=0;j<n.length;j++){var v=s[n[j].getAttribute('data-i18n')];if(v)n[j].textContent=v}document.documentElement.lang=d.tags[c]})(${data});`;
}

/**
 * src/boot/earlyQuotes.ts bundled into one small self-running script, to be inlined: it must start
 * with the HTML, not after the app's chunks, and it shares the app's formatting code instead of a copy.
 */
export async function earlyQuotesScript(): Promise<string> {
  // a build of its own (no config file: the app's plugins, this one included, stay out of it)
  const result = await build({
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: EARLY_QUOTES_ENTRY, formats: ['iife'], name: 'pipwaveEarlyQuotes' },
    },
  });
  const outputs: readonly Rolldown.RolldownOutput[] = Array.isArray(result)
    ? result
    : [result as Rolldown.RolldownOutput];
  const chunks = outputs.flatMap((output) => output.output).filter((file) => file.type === 'chunk');
  const [chunk, ...rest] = chunks;
  if (!chunk || rest.length > 0) throw new Error('boot shell: the early quotes script must bundle to one file');
  return chunk.code.trim();
}

/** The entry stylesheet's text, to be inlined: the shell and the app's first frame need no request for CSS. */
function inlineEntryCss(html: string, context: IndexHtmlTransformContext): string {
  const bundle = context.bundle;
  if (!bundle) return html;
  return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
    const asset = bundle[file];
    if (asset?.type !== 'asset') return link;
    const css = typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');
    return `<style>${css}</style>`;
  });
}

/** Lazy modules every user route starts at once (main.tsx): the realtime bridge, which starts the worker. */
const STARTED_AT_ONCE = ['src/realtime/bridge.ts'];

/**
 * A modulepreload hint for each chunk the app imports lazily but at once (STARTED_AT_ONCE): fetched with
 * the entry instead of after it has run, so on a slow link the worker and its socket do not queue behind
 * the list's logos. The chunks stay out of the entry (no evaluation before the first render).
 */
function preloadStartedChunks(html: string, context: IndexHtmlTransformContext): string {
  const bundle = context.bundle;
  if (!bundle) return html;
  const links = Object.values(bundle)
    .filter((chunk) => chunk.type === 'chunk' && STARTED_AT_ONCE.some((id) => chunk.facadeModuleId?.endsWith(id)))
    .map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.fileName}">`)
    .join('');
  return html.replace('</head>', `${links}</head>`);
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="\/([^"]+)">/g;
/** The lazy screen each shell frame's route renders first (home's is in the entry). */
const FRAME_SCREENS: Record<string, string> = { trade: 'src/screens/trade/TradeRoute.tsx' };

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** A chunk's file, the chunks it imports statically (recursively) and their CSS, as bundle file names. */
function chunkClosure(bundle: Bundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (into.has(fileName) || chunk?.type !== 'chunk') return into;
  into.add(fileName);
  for (const imported of chunk.imports) chunkClosure(bundle, imported, into);
  // a chunk's CSS after its imports' (Vite's own order): the screen's rules come after the shared ones
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
  return into;
}

/** By frame: the files of that frame's lazy screen the entry's own files do not include. */
function frameScreenFiles(bundle: Bundle, entryFiles: ReadonlySet<string>): Record<string, string[]> {
  const frames: Record<string, string[]> = {};
  for (const [frame, screen] of Object.entries(FRAME_SCREENS)) {
    const chunk = Object.values(bundle).find((item) => item.type === 'chunk' && item.facadeModuleId?.endsWith(screen));
    if (!chunk) throw new Error(`boot shell: no chunk for ${screen}`);
    frames[frame] = [...chunkClosure(bundle, chunk.fileName)]
      .filter((file) => !entryFiles.has(file))
      .map((file) => `/${file}`);
  }
  return frames;
}

/**
 * The app's entry script and its modulepreload links, taken out of the page into a JSON block the early
 * quotes script reads (src/boot/appEntry.ts): it adds them once the shell's first prices are painted (or
 * at once on a route without prices), so on a slow link those 4 KB are not queued behind the app's code.
 * The block also names, per shell frame, the lazy screen's chunks to preload with the entry.
 */
function holdBackAppEntry(html: string, context: IndexHtmlTransformContext): string {
  const bundle = context.bundle;
  if (!bundle) return html; // the dev server serves its own entry script
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1] ?? '');
  const [entry, ...others] = entries;
  if (!entry || others.length > 0) throw new Error('boot shell: expected one entry module script');
  const preload = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? ''))];
  const entryFiles = new Set([...chunkClosure(bundle, entry), ...preload]);
  const appEntry: AppEntry = {
    entry: `/${entry}`,
    preload: preload.map((file) => `/${file}`),
    frames: frameScreenFiles(bundle, entryFiles),
  };
  const block = `<script type="application/json" id="${APP_ENTRY_ID}">${JSON.stringify(appEntry)}</script>`;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, block);
}

/**
 * Vite plugin for index.html's shell (the markup between `<!--boot-->` comments): fills every
 * `data-i18n` element with the default language's text, writes the tab bar from the route table, adds
 * the small script that picks the route's frame and the user's language, the early quotes script
 * (src/boot/earlyQuotes.ts), inlines the entry CSS, preloads the realtime bridge's chunk and holds the
 * app's entry back until the shell's first prices are on screen (holdBackAppEntry).
 * The app replaces the whole shell on its first render (it lives inside #root).
 */
export function bootShellPlugin(): Plugin {
  return {
    name: 'pipwave:boot-shell',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const hk = JSON.parse(readFileSync(path.join(LOCALES_DIR, 'hk.json'), 'utf8')) as Messages;
        const withTabs = html.replace('<!--boot:tabs-->', tabBar());
        const keys = [...new Set([...withTabs.matchAll(/data-i18n="([^"]+)"/g)].map((match) => match[1] ?? ''))];
        const filled = withTabs.replace(
          /(data-i18n="([^"]+)"[^>]*>)(<\/)/g,
          (_match, open: string, key: string, close: string) => `${open}${escapeHtml(lookup(hk, key))}${close}`,
        );
        const scripts = `<script>${bootScript(keys)}</script><script>${await earlyQuotesScript()}</script>`;
        const scripted = filled
          .replace('<!--boot:script-->', scripts)
          .replace('<!--boot:appearance-->', `<script>${appearanceScript()}</script>`);
        return holdBackAppEntry(preloadStartedChunks(inlineEntryCss(scripted, context), context), context);
      },
    },
  };
}
