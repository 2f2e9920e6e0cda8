import { cpus, loadavg } from 'node:os';
import type { ManualSource } from '../server/market/manualSource.ts';
import { metric, peakRss } from './clusterProcesses.ts';
import { startClients } from './fanoutClientPool.ts';
import { pushSpikingTicks } from './fanoutLoad.ts';
import type { LatencyHistogram } from './latencyHistogram.ts';
import { processCpuMs, processCpuTimes, type RunningServer } from './orderLoadServer.ts';
import { round } from './stats.ts';

const SECONDS = 10;
/** CLUSTER_BENCH_CLIENTS=2000,10000: sockets spread over the two gateways, one round each. */
export const CLIENT_COUNTS = (process.env.CLUSTER_BENCH_CLIENTS ?? '2000,10000').split(',').map(Number);
/** CLUSTER_BENCH_CLIENT_PROCESSES=4: the client processes the sockets are shared out over. */
const CLIENT_PROCESSES = Number(process.env.CLUSTER_BENCH_CLIENT_PROCESSES ?? 4);

type Print = (figure: string, value: number, unit: string) => void;

/** The processes besides the gateways whose CPU the bench reports. */
export interface FanoutPeers {
  source: ManualSource;
  ids: readonly number[];
  gateways: readonly RunningServer[];
  natsPid: number | undefined;
}

function printQuantiles(print: Print, figure: string, histogram: LatencyHistogram): void {
  print(`${figure} p50`, histogram.quantile(0.5), 'ms');
  print(`${figure} p99`, histogram.quantile(0.99), 'ms');
}

/** Each gateway's pipwave_ws_batch_write_seconds so far: batches written and the seconds they took. */
function batchWrites(gateways: readonly RunningServer[]) {
  return Promise.all(
    gateways.map(async (gateway) => ({
      count: await metric(gateway, 'pipwave_ws_batch_write_seconds_count'),
      seconds: await metric(gateway, 'pipwave_ws_batch_write_seconds_sum'),
    })),
  );
}

const percentOfCore = (cpuMs: number, seconds: number) => round(cpuMs / 10 / seconds, 1);

/**
 * Fan-out through two gateway processes: the engine runs in this process on a hand-driven feed (so the
 * tick rate is exact) and relays over NATS; the clients run in CLIENT_PROCESSES processes of their own.
 * CPU and RSS are each process's own.
 */
export async function measureFanout(print: Print, { source, ids, gateways, natsPid }: FanoutPeers): Promise<void> {
  const urls = gateways.map((gateway) => `${gateway.baseUrl.replace('http', 'ws')}/v1/ws`);
  for (const clients of CLIENT_COUNTS) {
    const load = startClients(urls, clients, CLIENT_PROCESSES);
    await load.ready();
    let stopTicks = pushSpikingTicks(source, ids);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await load.reset();
    stopTicks();
    const dropped = () => Promise.all(gateways.map((gateway) => metric(gateway, 'pipwave_ws_frames_dropped_total')));
    const droppedBefore = await dropped();
    const cpuBefore = gateways.map((gateway) => processCpuTimes(gateway.pid));
    const batchesBefore = await batchWrites(gateways);
    const natsCpuBefore = natsPid ? processCpuMs(natsPid) : 0;
    const engineCpuBefore = process.cpuUsage();
    const rss = peakRss(gateways.map((gateway) => gateway.pid));
    const started = performance.now();
    stopTicks = pushSpikingTicks(source, ids);
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1_000));
    stopTicks();
    const seconds = (performance.now() - started) / 1000;
    const peaks = rss.stop();
    const engineCpu = process.cpuUsage(engineCpuBefore);
    const natsCpu = natsPid ? processCpuMs(natsPid) - natsCpuBefore : Number.NaN;
    const cpuAfter = gateways.map((gateway) => processCpuTimes(gateway.pid));
    const batchesAfter = await batchWrites(gateways);
    const report = await load.report();
    const droppedAfter = await dropped();

    const label = `${clients} clients over 2 gateways`;
    print(`${label} machine load (1 min average, ${cpus().length} cores)`, round(loadavg()[0] ?? 0), 'runnable');
    print(`${label} delivered frames (of ${clients * 10}/s)`, Math.round(report.frames / seconds), 'frames/s');
    printQuantiles(print, `${label} window-to-client`, report.window);
    printQuantiles(print, `${label} newest-tick-to-client`, report.newestTick);
    printQuantiles(print, `${label} tick-to-client`, report.tick);
    gateways.forEach((_, index) => {
      const gateway = `${label} gateway ${index + 1}`;
      const before = cpuBefore[index] ?? { userMs: 0, systemMs: 0 };
      const after = cpuAfter[index] ?? before;
      const userMs = after.userMs - before.userMs;
      const systemMs = after.systemMs - before.systemMs;
      print(`${gateway} cpu`, percentOfCore(userMs + systemMs, seconds), '% of a core');
      print(`${gateway} cpu in the kernel`, percentOfCore(systemMs, seconds), '% of a core');
      print(`${gateway} rss`, peaks[index] ?? 0, 'MB');
      const written = (batchesAfter[index]?.count ?? 0) - (batchesBefore[index]?.count ?? 0);
      const writeSeconds = (batchesAfter[index]?.seconds ?? 0) - (batchesBefore[index]?.seconds ?? 0);
      print(`${gateway} batch write (window to last socket) mean`, round((writeSeconds / written) * 1000, 1), 'ms');
    });
    report.processes.forEach((client, index) => {
      print(`${label} client process ${index + 1} cpu`, percentOfCore(client.cpuMs, seconds), '% of a core');
      print(`${label} client process ${index + 1} rss`, client.peakRssMb, 'MB');
    });
    print(
      `${label} engine cpu (this process, with the tick generator)`,
      percentOfCore((engineCpu.user + engineCpu.system) / 1000, seconds),
      '% of a core',
    );
    print(`${label} nats-server cpu`, percentOfCore(natsCpu, seconds), '% of a core');
    const droppedFrames = droppedAfter.reduce((sum, value, index) => sum + value - (droppedBefore[index] ?? 0), 0);
    print(`${label} dropped frames`, droppedFrames, 'frames');
  }
}
