import { describe, expect, it } from 'vitest';
import { ADMIN_ENTRY, adminOnlyFiles, type ViteManifest, withoutAdminOnly } from './pwaPrecache.ts';

const MANIFEST: ViteManifest = {
  'index.html': {
    file: 'assets/index-a.js',
    css: ['assets/index-a.css'],
    imports: ['_shared-b.js'],
    dynamicImports: ['src/screens/trade/TradeScreen.tsx', ADMIN_ENTRY],
  },
  '_shared-b.js': { file: 'assets/shared-b.js' },
  'src/screens/trade/TradeScreen.tsx': {
    file: 'assets/TradeScreen-c.js',
    css: ['assets/TradeScreen-c.css'],
    imports: ['_shared-b.js', '_chart-d.js'],
  },
  '_chart-d.js': { file: 'assets/chart-d.js' },
  [ADMIN_ENTRY]: {
    file: 'assets/AdminApp-e.js',
    css: ['assets/AdminApp-e.css'],
    imports: ['_shared-b.js', '_adminTable-f.js', '_chart-d.js'],
  },
  '_adminTable-f.js': { file: 'assets/adminTable-f.js', assets: ['assets/adminLogo-g.svg'] },
};

describe('precache list', () => {
  it('names exactly the files only the back office loads, never one a user screen shares with it', () => {
    expect([...adminOnlyFiles(MANIFEST)].sort()).toEqual([
      'assets/AdminApp-e.css',
      'assets/AdminApp-e.js',
      'assets/adminLogo-g.svg',
      'assets/adminTable-f.js',
    ]);
  });

  it('keeps the shell, every route chunk and shared chunk, and drops the admin ones', () => {
    const forUsers = [
      'index.html',
      'assets/index-a.js',
      'assets/index-a.css',
      'assets/shared-b.js',
      'assets/TradeScreen-c.js',
      'assets/chart-d.js',
      'logos/EURUSD.svg',
    ];
    const entries = [...forUsers, 'assets/AdminApp-e.js', '/assets/adminTable-f.js'].map((url) => ({
      url,
      revision: null,
      size: 1,
    }));
    expect(withoutAdminOnly(entries, MANIFEST).map((entry) => entry.url)).toEqual(forUsers);
  });
});
