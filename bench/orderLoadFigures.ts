import { cpus, loadavg } from 'node:os';
import type { CpuUse } from './orderLoadCpu.ts';
import type { LoadReport } from './orderLoadUsers.ts';
import type { PacedLatencies } from './pacedLatencies.ts';
import { offeredRate, type PacedSchedule, type PacedWindow } from './pacedSchedule.ts';
import { quantile, round } from './stats.ts';

type Print = (figure: string, value: number, unit: string) => void;

/** The machine may be shared: its load says how far the figures can be trusted. */
function printMachineLoad(print: Print, label: string): void {
  print(`${label} machine load (1 min average, ${cpus().length} cores)`, round(loadavg()[0] ?? 0), 'runnable');
}

/** CPU per operation: the server's, PostgreSQL's backends' (PGlite runs inside the server), the load generator's. */
function printCpu(print: Print, label: string, cpu: CpuUse, operations: number): void {
  const perOp = (ms: number) => round(ms / Math.max(1, operations), 3);
  print(`${label} server cpu per op`, perOp(cpu.serverMs), 'ms');
  if (cpu.databaseMs > 0) print(`${label} database cpu per op`, perOp(cpu.databaseMs), 'ms');
  print(`${label} load generator cpu per op`, perOp(cpu.generatorMs), 'ms');
  print(`${label} machine cpu stolen by the host`, round(cpu.stealShare * 100, 1), '%');
}

/** The closed loop (users back to back): its accepted rate is the saturation throughput. */
export function printClosed(print: Print, label: string, report: LoadReport, seconds: number, cpu: CpuUse) {
  printMachineLoad(print, label);
  print(`${label} accepted`, Math.round(report.accepted / seconds), 'ops/s');
  print(`${label} p50`, round(quantile(report.latencies, 0.5)), 'ms');
  print(`${label} p99`, round(quantile(report.latencies, 0.99)), 'ms');
  printCpu(print, label, cpu, report.accepted);
  if (report.refused + report.failed > 0) print(`${label} refused or failed`, report.refused + report.failed, 'ops');
}

/** The paced (open-loop) run: latencies from each operation's due time, and what the server accepted of the offer. */
export function printPaced(
  print: Print,
  label: string,
  run: { schedule: PacedSchedule; window: PacedWindow; tally: PacedLatencies; cpu: CpuUse },
) {
  const { schedule, window, tally } = run;
  printMachineLoad(print, label);
  print(`${label} offered`, round(offeredRate(schedule), 1), 'ops/s');
  print(`${label} accepted`, Math.round(tally.acceptedRate(window.measureFromMs, window.endMs)), 'ops/s');
  print(`${label} p50 from due time`, round(tally.corrected.quantile(0.5)), 'ms');
  print(`${label} p99 from due time`, round(tally.corrected.quantile(0.99)), 'ms');
  print(`${label} p99 from send`, round(tally.service.quantile(0.99)), 'ms');
  print(`${label} refused, failed or unsent`, tally.refused + tally.failed + tally.unsent, 'ops');
  printCpu(print, label, run.cpu, tally.accepted + tally.afterWindow);
}
