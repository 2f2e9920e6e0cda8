import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { type HistogramBins, LatencyHistogram } from './latencyHistogram.ts';

/** What one client process sends back (bench/fanoutClients.ts). */
interface ProcessReport {
  frames: number;
  bytes: number;
  cpuMs: number;
  peakRssMb: number;
  tick: HistogramBins;
  newestTick: HistogramBins;
  /** url index, seq, arrival ms, flattened */
  arrivals: number[];
}

export interface ClientReport {
  frames: number;
  bytes: number;
  /** tick-to-client: each quote's tick time to its arrival */
  tick: LatencyHistogram;
  /** the frame's newest tick to its arrival: an upper bound of the time since the batch left the window */
  newestTick: LatencyHistogram;
  /**
   * window-to-client: each frame's arrival minus the first arrival of the same batch (url and seq) on any
   * sampled socket of any client process, i.e. the time since the batch left the gateway's window, give or
   * take the first socket's own delay (one write on an idle loopback: well under a millisecond).
   */
  window: LatencyHistogram;
  /** each client process's CPU (ms, since the last reset) and peak resident memory (MB) */
  processes: { cpuMs: number; peakRssMb: number }[];
}

/** The time since each batch left the window, from the arrivals of all client processes. */
export function windowLatency(arrivals: readonly number[][]): LatencyHistogram {
  const first = new Map<string, number>();
  for (const list of arrivals) {
    for (let index = 0; index < list.length; index += 3) {
      const key = `${list[index]}:${list[index + 1]}`;
      const arrived = list[index + 2] ?? 0;
      first.set(key, Math.min(first.get(key) ?? arrived, arrived));
    }
  }
  const histogram = new LatencyHistogram();
  for (const list of arrivals) {
    for (let index = 0; index < list.length; index += 3) {
      histogram.add((list[index + 2] ?? 0) - (first.get(`${list[index]}:${list[index + 1]}`) ?? 0));
    }
  }
  return histogram;
}

/** One client process (bench/fanoutClients.ts) driven over its stdin and stdout, a line per exchange. */
function startClientProcess(urls: readonly string[], clients: number) {
  const child = spawn(
    path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'tsx'),
    [
      path.join(import.meta.dirname, 'fanoutClients.ts'),
      ...urls.flatMap((url) => ['--url', url]),
      '--clients',
      String(clients),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout });
  const waiters: ((line: string) => void)[] = [];
  lines.on('line', (line) => waiters.shift()?.(line));
  return (command: string) => {
    const answer = new Promise<string>((resolve) => waiters.push(resolve));
    if (command) child.stdin.write(`${command}\n`);
    return answer;
  };
}

/**
 * `clients` loopback sockets in `processes` client processes (so that no one client event loop is what
 * saturates), each spread over `urls` in turn; reports merged across the processes.
 */
export function startClients(urls: readonly string[], clients: number, processes = 1) {
  const shares = Array.from(
    { length: processes },
    (_, index) => Math.floor(clients / processes) + (index < clients % processes ? 1 : 0),
  ).filter((share) => share > 0);
  const children = shares.map((share) => startClientProcess(urls, share));
  const everyone = (command: string) => Promise.all(children.map((ask) => ask(command)));
  const firstLines = everyone('');
  return {
    async ready() {
      if (!(await firstLines).every((line) => line === 'ready')) throw new Error('clients failed to connect');
    },
    async reset() {
      await everyone('reset');
    },
    async report(): Promise<ClientReport> {
      const reports = (await everyone('report')).map((line) => JSON.parse(line) as ProcessReport);
      const tick = new LatencyHistogram();
      const newestTick = new LatencyHistogram();
      for (const report of reports) {
        tick.merge(report.tick);
        newestTick.merge(report.newestTick);
      }
      return {
        frames: reports.reduce((sum, report) => sum + report.frames, 0),
        bytes: reports.reduce((sum, report) => sum + report.bytes, 0),
        tick,
        newestTick,
        window: windowLatency(reports.map((report) => report.arrivals)),
        processes: reports.map(({ cpuMs, peakRssMb }) => ({ cpuMs, peakRssMb })),
      };
    },
  };
}
