import { readFileSync } from 'node:fs';
import type { RunningServer } from './orderLoadServer.ts';

/** Resident memory of a process (Linux /proc), in MB. */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
}

/** One value of a process's /metrics (the first series of that name), or NaN. */
export async function metric(server: RunningServer, name: string): Promise<number> {
  const headers = { authorization: `Bearer ${server.metricsToken}` };
  const text = await fetch(`${server.baseUrl}/metrics`, { headers }).then(
    (reply) => reply.text(),
    () => '',
  );
  const line = text.split('\n').find((entry) => entry.startsWith(`${name}{`) || entry.startsWith(`${name} `));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : Number.NaN;
}

/** Waits until `check` is true (every 50 ms); returns the ms it took, or throws after `timeoutMs`. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return performance.now() - started;
}

/** Samples the peak resident memory of processes every 250 ms until stopped. */
export function peakRss(pids: readonly number[]) {
  const peaks = pids.map(() => 0);
  const sample = () => {
    pids.forEach((pid, index) => {
      peaks[index] = Math.max(peaks[index] ?? 0, rssMb(pid));
    });
  };
  sample();
  const timer = setInterval(sample, 250);
  return {
    stop(): number[] {
      clearInterval(timer);
      sample();
      return peaks;
    },
  };
}
