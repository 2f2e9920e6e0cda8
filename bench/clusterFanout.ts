import { cpus, loadavg } from 'node:os';
import type { ManualSource } from '../server/market/manualSource.ts';
import { metric, peakRss } from './clusterProcesses.ts';
import { startClients } from './fanoutClientPool.ts';
import { pushSpikingTicks } from './fanoutLoad.ts';
import type { LatencyHistogram } from './latencyHistogram.ts';
import { processCpuMs, type RunningServer } from './orderLoadServer.ts';
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
    const cpuBefore = gateways.map((gateway) => gateway.cpuMs());
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
    const report = await load.report();
    const droppedAfter = await dropped();

    const label = `${clients} clients over 2 gateways`;
    print(`${label} machine load (1 min average, ${cpus().length} cores)`, round(loadavg()[0] ?? 0), 'runnable');
    print(`${label} delivered frames (of ${clients * 10}/s)`, Math.round(report.frames / seconds), 'frames/s');
    printQuantiles(print, `${label} window-to-client`, report.window);
    printQuantiles(print, `${label} newest-tick-to-client`, report.newestTick);
    printQuantiles(print, `${label} tick-to-client`, report.tick);
    gateways.forEach((gateway, index) => {
      print(
        `${label} gateway ${index + 1} cpu`,
        percentOfCore(gateway.cpuMs() - (cpuBefore[index] ?? 0), seconds),
        '% of a core',
      );
      print(`${label} gateway ${index + 1} rss`, peaks[index] ?? 0, 'MB');
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
