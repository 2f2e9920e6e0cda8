import { existsSync, readFileSync } from 'node:fs';
import { type LoadDatabase, processCpuMs, type RunningServer } from './orderLoadServer.ts';

/** CPU time (ms) used so far by the server process, by each database backend working for it, and by this process. */
export interface CpuSample {
  serverMs: number;
  backendMs: Map<number, number>;
  generatorMs: number;
  /** the whole machine's CPU clock ticks so far, and how many of them the hypervisor gave to other guests */
  machine: MachineTicks;
}

export interface MachineTicks {
  total: number;
  /** ticks no process ran (idle and waiting on IO) */
  idle: number;
  steal: number;
}

/**
 * The `cpu` line of /proc/stat (Linux): ticks of all cores in user, nice, system, idle, iowait, irq, softirq,
 * steal, ... (guest time is already inside user). Zero ticks where the file has no such line.
 */
export function machineTicksOf(procStat: string): MachineTicks {
  const line = procStat.split('\n').find((row) => row.startsWith('cpu '));
  const ticks = (line ?? '').trim().split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((sum, value) => sum + (Number.isFinite(value) ? value : 0), 0);
  return { total, idle: (ticks[3] ?? 0) + (ticks[4] ?? 0), steal: ticks[7] ?? 0 };
}

export function machineTicks(): MachineTicks {
  return existsSync('/proc/stat')
    ? machineTicksOf(readFileSync('/proc/stat', 'utf8'))
    : { total: 0, idle: 0, steal: 0 };
}

/** What the server, the database and the load generator (this process) used between two samples, in ms. */
export interface CpuUse {
  serverMs: number;
  databaseMs: number;
  generatorMs: number;
  /**
   * share (0-1) of the machine's CPU time between the samples that the hypervisor took for other guests (a
   * virtual machine's "steal"): latency figures from a run with much of it say more of the host than of Pipwave
   */
  stealShare: number;
}

export async function sampleCpu(server: RunningServer, database: LoadDatabase): Promise<CpuSample> {
  const backendMs = new Map<number, number>();
  for (const pid of await database.backendPids()) {
    // a backend may end between the listing and the read
    if (existsSync(`/proc/${pid}/stat`)) backendMs.set(pid, processCpuMs(pid));
  }
  const own = process.cpuUsage();
  return { serverMs: server.cpuMs(), backendMs, generatorMs: (own.user + own.system) / 1000, machine: machineTicks() };
}

/** A backend that started between the samples counts whole; one that ended is lost (the pool keeps them). */
export function cpuUsed(before: CpuSample, after: CpuSample): CpuUse {
  let databaseMs = 0;
  for (const [pid, ms] of after.backendMs) databaseMs += ms - (before.backendMs.get(pid) ?? 0);
  return {
    serverMs: after.serverMs - before.serverMs,
    databaseMs,
    generatorMs: after.generatorMs - before.generatorMs,
    stealShare: stealShareBetween(before.machine, after.machine),
  };
}

function stealShareBetween(before: MachineTicks, after: MachineTicks): number {
  const total = after.total - before.total;
  return total > 0 ? (after.steal - before.steal) / total : 0;
}
