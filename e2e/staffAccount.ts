import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { TOTP, URI } from 'otpauth';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface E2eStaff {
  email: string;
  password: string;
  /** A code of the authenticator app enrolled by the CLI, never one given before (each is good once). */
  nextCode(): Promise<string>;
}

/**
 * Creates a back-office account with `npm run staff -- create`, before the server opens the same data
 * directory, and reads the otpauth:// URI it prints as an authenticator app would from the QR code.
 */
export function createStaffWithCli(dataDir: string, email: string, password: string): E2eStaff {
  const result = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    ['server/cli/staff.ts', 'create', '--email', email, '--password', password],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`staff CLI failed: ${result.stderr}`);
  const uri = /otpauth:\/\/\S+/.exec(result.stdout)?.[0];
  const totp = uri ? URI.parse(uri) : undefined;
  if (!(totp instanceof TOTP)) throw new Error(`staff CLI printed no otpauth URI: ${result.stdout}`);
  let lastStep = -1;
  return {
    email,
    password,
    async nextCode() {
      for (;;) {
        const step = totp.counter();
        const wanted = Math.max(step, lastStep + 1);
        // The server takes the next step's code too (clock drift); further ahead, wait for the clock.
        if (wanted <= step + 1) {
          lastStep = wanted;
          return totp.generate({ timestamp: wanted * totp.period * 1000 });
        }
        await sleep(totp.remaining() + 50);
      }
    },
  };
}
