import { existsSync } from 'node:fs';
import { type LoadDatabase, processCpuMs, type RunningServer } from './orderLoadServer.ts';

/** CPU time (ms) used so far by the server process, by each database backend working for it, and by this process. */
export interface CpuSample {
  serverMs: number;
  backendMs: Map<number, number>;
  generatorMs: number;
}

/** What the server, the database and the load generator (this process) used between two samples, in ms. */
export interface CpuUse {
  serverMs: number;
  databaseMs: number;
  generatorMs: number;
}

export async function sampleCpu(server: RunningServer, database: LoadDatabase): Promise<CpuSample> {
  const backendMs = new Map<number, number>();
  for (const pid of await database.backendPids()) {
    // a backend may end between the listing and the read
    if (existsSync(`/proc/${pid}/stat`)) backendMs.set(pid, processCpuMs(pid));
  }
  const own = process.cpuUsage();
  return { serverMs: server.cpuMs(), backendMs, generatorMs: (own.user + own.system) / 1000 };
}

/** A backend that started between the samples counts whole; one that ended is lost (the pool keeps them). */
export function cpuUsed(before: CpuSample, after: CpuSample): CpuUse {
  let databaseMs = 0;
  for (const [pid, ms] of after.backendMs) databaseMs += ms - (before.backendMs.get(pid) ?? 0);
  return {
    serverMs: after.serverMs - before.serverMs,
    databaseMs,
    generatorMs: after.generatorMs - before.generatorMs,
  };
}
