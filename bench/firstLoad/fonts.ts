import { spawnSync } from 'node:child_process';

/**
 * The app's default language is Traditional Chinese. A phone has CJK fonts; a server without any makes
 * Chromium search every installed font for each Chinese glyph on every layout (150-200 ms layouts at 4x
 * throttling, seen on a machine without them), which would be measured as the app's blocking time.
 * Returns a warning to print when no font covers Chinese, null when one does or fontconfig is absent.
 */
export function missingCjkFontWarning(): string | null {
  const listed = spawnSync('fc-list', [':lang=zh-hk', 'family'], { encoding: 'utf8' });
  if (listed.error || listed.status !== 0) return null;
  if (listed.stdout.trim() !== '') return null;
  return 'no font on this machine covers Chinese: layouts of the default language fall back glyph by glyph and the figures are too slow; install one (Debian: apt-get install fonts-noto-cjk), as every phone has';
}
