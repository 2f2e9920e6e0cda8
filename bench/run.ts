import { candleWriterBench } from './candleWriter.bench.ts';
import { chartBench } from './chart.bench.ts';
import { clusterBench } from './cluster.bench.ts';
import { fanoutBench } from './fanout.bench.ts';
import { firstLoadBench } from './firstLoad.bench.ts';
import { orderLoadBench } from './orderLoad.bench.ts';
import { realtimeBrowserBench } from './realtimeBrowser.bench.ts';
import { realtimeIngestBench } from './realtimeIngest.bench.ts';
import { tradeListBench } from './tradeList.bench.ts';
import { tradeScreenBench } from './tradeScreen.bench.ts';
import { tradingBench } from './trading.bench.ts';

/** A benchmark prints figures, one per line: `<bench> <figure>: <number> <unit>`. */
export interface Bench {
  name: string;
  description: string;
  run(print: (figure: string, value: number, unit: string) => void): Promise<void>;
}

const BENCHES: readonly Bench[] = [
  tradeListBench,
  fanoutBench,
  candleWriterBench,
  tradingBench,
  chartBench,
  realtimeIngestBench,
  realtimeBrowserBench,
  firstLoadBench,
  tradeScreenBench,
  orderLoadBench,
  clusterBench,
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !BENCHES.some((bench) => bench.name === name));
if (unknown.length > 0) {
  console.error(`unknown bench: ${unknown.join(', ')}; available: ${BENCHES.map((bench) => bench.name).join(', ')}`);
  process.exit(2);
}
for (const bench of BENCHES.filter((candidate) => wanted.length === 0 || wanted.includes(candidate.name))) {
  console.error(`# ${bench.name}: ${bench.description}`);
  await bench.run((figure, value, unit) => console.log(`${bench.name} ${figure}: ${value} ${unit}`));
}
