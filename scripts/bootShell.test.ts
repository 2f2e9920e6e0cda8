import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IndexHtmlTransformContext, Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { TAB_BAR } from '../src/app/routeTable.ts';
import { APP_ENTRY_ID, isAppEntry } from '../src/boot/appEntryShape.ts';
import { bootShellPlugin } from './bootShell.ts';

const SOURCE = readFileSync(path.resolve(import.meta.dirname, '../index.html'), 'utf8');

interface ShellTexts {
  screens: { home: string };
  home: { columnPrice: string; columnChange: string };
  tabs: Record<string, string>;
}
function locale(code: string): ShellTexts {
  const file = path.resolve(import.meta.dirname, `../src/i18n/locales/${code}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as ShellTexts;
}
const hk = locale('hk');
const en = locale('en');
const jp = locale('jp');

function transformed(source = SOURCE, bundle?: IndexHtmlTransformContext['bundle']): Promise<string> {
  const hook = bootShellPlugin().transformIndexHtml;
  if (!hook || typeof hook !== 'object') throw new Error('no transformIndexHtml hook');
  const context = { path: '/index.html', filename: 'index.html', bundle } as IndexHtmlTransformContext;
  return (hook.handler as (html: string, context: IndexHtmlTransformContext) => Promise<string>)(source, context);
}

/** A built chunk as the plugin reads it: its file, the module it stands for, its imports and CSS. */
function chunk(fileName: string, facadeModuleId: string | null, imports: string[], css: string[] = []) {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId,
    imports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as Rolldown.OutputChunk;
}

/**
 * index.html as Vite hands it to the plugin after a build: the entry script and its static imports' preloads
 * in the head (the plugin adds the realtime bridge's).
 */
function builtSource(): { source: string; bundle: NonNullable<IndexHtmlTransformContext['bundle']> } {
  const tags =
    '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/react-1.js">';
  const bundle = {
    'assets/index-1.js': chunk('assets/index-1.js', '/repo/index.html', ['assets/react-1.js']),
    'assets/react-1.js': chunk('assets/react-1.js', null, []),
    'assets/bridge-1.js': chunk('assets/bridge-1.js', '/repo/src/realtime/bridge.ts', ['assets/react-1.js']),
    'assets/TradeRoute-1.js': chunk(
      'assets/TradeRoute-1.js',
      '/repo/src/screens/trade/TradeRoute.tsx',
      ['assets/index-1.js', 'assets/react-1.js', 'assets/Sheet-1.js'],
      ['assets/TradeRoute-1.css'],
    ),
    'assets/Sheet-1.js': chunk('assets/Sheet-1.js', null, ['assets/react-1.js'], ['assets/Sheet-1.css']),
  };
  const source = SOURCE.replace('<script type="module" src="/src/main.tsx"></script>', '');
  return { source: source.replace('</head>', `${tags}</head>`), bundle };
}

/** A stand-in element: what the shell's script reads and writes. */
class FakeElement {
  textContent: string;
  className = '';
  readonly attributes: Record<string, string>;
  constructor(attributes: Record<string, string>, text = '') {
    this.attributes = attributes;
    this.textContent = text;
  }
  getAttribute(name: string): string | null {
    return this.attributes[name] ?? null;
  }
  setAttribute(name: string, value: string): void {
    this.attributes[name] = value;
  }
}

/** Runs the shell's inline script on the built markup's elements for a URL and a stored language. */
function runShellScript(html: string, url: string, stored: string | null) {
  // the inline scripts in order: appearance (head), the shell's, the early quotes (body)
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)][1]?.[1];
  if (!script) throw new Error('no shell script');
  const texts = [...html.matchAll(/data-i18n="([^"]+)"[^>]*>([^<]*)</g)].map(
    (match) => new FakeElement({ 'data-i18n': match[1] ?? '' }, match[2] ?? ''),
  );
  const tabs = [...html.matchAll(/data-tab="([^"]+)"/g)].map(
    (match) => new FakeElement({ 'data-tab': match[1] ?? '' }),
  );
  const boot = Object.assign(new FakeElement({}), {
    querySelectorAll: (selector: string) => (selector === '[data-tab]' ? tabs : texts),
  });
  const documentElement = { lang: 'zh-HK' };
  const fakeDocument = { getElementById: (id: string) => (id === 'boot' ? boot : null), documentElement };
  const location = new URL(url);
  const localStorage = { getItem: () => stored };
  new Function('document', 'location', 'localStorage', script)(fakeDocument, location, localStorage);
  const text = (key: string) => texts.find((element) => element.getAttribute('data-i18n') === key)?.textContent;
  const activeTab = tabs.find((tab) => tab.className.includes('on'))?.getAttribute('data-tab') ?? null;
  return { frame: boot.getAttribute('data-route'), text, lang: documentElement.lang, activeTab };
}

const html = await transformed();

describe('boot shell (index.html)', () => {
  it('is written in Traditional Chinese, with the tab bar of the route table and no style attributes', async () => {
    expect(html).toContain(`data-i18n="screens.home">${hk.screens.home}<`);
    expect(html).toContain(`data-i18n="home.columnPrice">${hk.home.columnPrice}<`);
    const tabs = [...html.matchAll(/data-i18n="tabs\.(\w+)">([^<]*)</g)].map((match) => [match[1], match[2]]);
    expect(tabs).toEqual(TAB_BAR.map((name) => [name, hk.tabs[name]]));
    // a Content-Security-Policy allows the inline <style> and <script> by hash, not style attributes
    expect(html).not.toMatch(/\sstyle="/);
    // the appearance script in the head (theme before the first paint), then the shell's script and the
    // early quotes one (src/boot/earlyQuotes.ts) after the shell's markup, all before the app's
    expect(html.match(/<script>/g)).toHaveLength(3);
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('pipwaveEarlyTradeList')).toBeGreaterThan(html.indexOf('data-route'));
    expect(await transformed()).toBe(html);
  });

  it("shows the stored language's text, a URL lang first, Arabic in English, the default otherwise", () => {
    const english = runShellScript(html, 'http://app.test/', 'en');
    expect(english.text('screens.home')).toBe(en.screens.home);
    expect(english.text('tabs.rank')).toBe(en.tabs.rank);
    expect(english.lang).toBe('en-US');
    expect(runShellScript(html, 'http://app.test/?lang=jp', 'en').text('home.columnChange')).toBe(jp.home.columnChange);
    expect(runShellScript(html, 'http://app.test/', 'ar').text('tabs.user')).toBe(en.tabs.user);
    for (const stored of [null, 'hk', 'TW', 'xx', '__proto__', 'constructor', '<img src=x>']) {
      const shell = runShellScript(html, 'http://app.test/', stored);
      expect(shell.text('screens.home'), String(stored)).toBe(hk.screens.home);
      expect(shell.lang, String(stored)).toBe('zh-HK');
    }
  });

  it("holds the app's entry back in a JSON block, with the trade screen's own chunks and styles to preload", async () => {
    const { source, bundle } = builtSource();
    const built = await transformed(source, bundle);
    // nothing starts the app's code before the early quotes script does (src/boot/earlyQuotes.ts)
    expect(built).not.toContain('<script type="module"');
    expect(built).not.toContain('rel="modulepreload"');
    const block = new RegExp(`<script type="application/json" id="${APP_ENTRY_ID}">([^<]*)</script>`).exec(built)?.[1];
    const entry: unknown = JSON.parse(block ?? 'null');
    expect(isAppEntry(entry)).toBe(true);
    expect(entry).toEqual({
      entry: '/assets/index-1.js',
      preload: ['/assets/react-1.js', '/assets/bridge-1.js'],
      frames: {
        // stylesheets in Vite's order: a screen's after those of the parts it imports
        trade: ['/assets/TradeRoute-1.js', '/assets/Sheet-1.js', '/assets/Sheet-1.css', '/assets/TradeRoute-1.css'],
      },
    });
    // the block comes before the script that reads it
    expect(built.indexOf(APP_ENTRY_ID)).toBeLessThan(built.indexOf('pipwaveEarlyTradeList'));
  });

  it("picks the route's frame and marks its tab", () => {
    expect(runShellScript(html, 'http://app.test/', null)).toMatchObject({ frame: 'home', activeTab: '/' });
    expect(runShellScript(html, 'http://app.test/trade?code=EURUSD', null)).toMatchObject({
      frame: 'trade',
      activeTab: '/trade',
    });
    expect(runShellScript(html, 'http://app.test/rank/', null)).toMatchObject({ frame: 'tab', activeTab: '/rank' });
    expect(runShellScript(html, 'http://app.test/login?from=%2Forder', null)).toMatchObject({
      frame: 'page',
      activeTab: null,
    });
    expect(runShellScript(html, 'http://app.test/admin/users', null).frame).toBe('none');
    expect(runShellScript(html, 'http://app.test/no/such/page', null).frame).toBe('page');
  });
});

describe("boot shell's trade frame", () => {
  it("holds the order form's box at the form's own height, so the chart does not move when the form mounts", () => {
    const globalCss = readFileSync(path.resolve(import.meta.dirname, '../src/styles/global.css'), 'utf8');
    const formHeight = /--trade-form-height:\s*([^;]+);/.exec(globalCss)?.[1]?.replace(/\s+/g, '');
    const shellHeight = /\.boot-form\{height:([^;]+);/.exec(SOURCE)?.[1];
    expect(formHeight).toBeDefined();
    expect(shellHeight).toBe(formHeight);
  });
});
