import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ingestCore } from './realtime/ingest.ts';
import { eurusdTape, newsSpikeTape, recordedTapes, type Tape } from './realtime/tapes.ts';
import type { Bench } from './run.ts';
import { round } from './stats.ts';

const MIN_SECONDS = 1.5;

function allocation(tape: string): { bytesPerTick: number; collections: number } | null {
  const child = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--expose-gc',
      '--min-semi-space-size=128',
      '--max-semi-space-size=128',
      path.join(import.meta.dirname, 'realtime', 'alloc.ts'),
      tape,
    ],
    { encoding: 'utf8', cwd: path.resolve(import.meta.dirname, '..') },
  );
  const line = child.stdout.trim().split('\n').pop();
  if (child.status !== 0 || !line) {
    console.error(child.stderr);
    return null;
  }
  return JSON.parse(line) as { bytesPerTick: number; collections: number };
}

/**
 * The realtime worker's core in node: frames decoded with msgpackr, quotes coalesced per symbol, one
 * chart's candle folded, and the paced hand-off built, over the recorded streams, a generated news spike
 * and the real EURUSD tape at 100x. Figures: ticks per second on one core and bytes allocated per tick.
 */
export const realtimeIngestBench: Bench = {
  name: 'worker-ingest',
  description: 'realtime worker core: decode + coalesce + candle fold + hand-off, per tape',
  async run(print) {
    const tapes: Tape[] = [newsSpikeTape(), await eurusdTape(), ...recordedTapes()];
    for (const tape of tapes) {
      const harness = await ingestCore(tape.name === 'news-spike' ? 'SYM00' : 'EURUSD');
      await harness.play(tape); // warm-up
      let passes = 0;
      const started = performance.now();
      while (performance.now() - started < MIN_SECONDS * 1000) {
        await harness.play(tape);
        passes += 1;
      }
      const seconds = (performance.now() - started) / 1000;
      print(`${tape.name} throughput`, Math.round((tape.ticks * passes) / seconds), 'ticks/s');
      print(`${tape.name} frames`, Math.round((tape.frames.length * passes) / seconds), 'frames/s');
      const allocated = allocation(tape.name);
      if (allocated) {
        print(`${tape.name} allocated`, round(allocated.bytesPerTick, 1), 'bytes/tick');
        if (allocated.collections > 0)
          print(`${tape.name} gc during allocation pass`, allocated.collections, 'collections');
      }
    }
  },
};
