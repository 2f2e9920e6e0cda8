import { existsSync } from 'node:fs';

/** Flags that let the system Chromium run headless as root on a machine without network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/** The system Chromium (`CHROME_PATH` or Debian's /usr/bin/chromium); nothing here downloads a browser. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
  if (!found) {
    throw new Error('Chromium not found: install it (apt-get install -y chromium) or set CHROME_PATH');
  }
  return found;
}
