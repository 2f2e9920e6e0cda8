import { PerformanceObserver } from 'node:perf_hooks';
import { ingestCore } from './ingest.ts';
import { eurusdTape, newsSpikeTape, recordedTapes, type Tape } from './tapes.ts';

// Run by the ingest bench in a child node with a huge young generation and --expose-gc: one pass of a tape
// allocates without a scavenge, so the heap growth over the pass is what the pass allocated.
const name = process.argv[2] ?? 'news-spike';
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

async function tapeNamed(wanted: string): Promise<Tape> {
  if (wanted === 'news-spike') return newsSpikeTape();
  if (wanted === 'eurusd-100x') return eurusdTape();
  const found = recordedTapes().find((tape) => tape.name === wanted);
  if (!found) throw new Error(`no tape ${wanted}`);
  return found;
}

const whole = await tapeNamed(name);
// a prefix small enough (≤ 2 MB of frames) that one pass fits in the young generation
let bytes = 0;
const frames = whole.frames.filter((frame) => {
  bytes += frame.bytes.byteLength;
  return bytes <= 2_000_000;
});
const tape: Tape = { ...whole, frames };
const firstCode = name === 'news-spike' ? 'SYM00' : 'EURUSD';
const harness = await ingestCore(firstCode);
await harness.play(tape); // warm: symbols known, code optimised
let collections = 0;
const observer = new PerformanceObserver((list) => {
  collections += list.getEntries().length;
});
gc();
observer.observe({ entryTypes: ['gc'] });
const ticksBefore = harness.core.stats.ticks;
const before = process.memoryUsage().heapUsed;
await harness.play(tape);
const after = process.memoryUsage().heapUsed;
const ticks = harness.core.stats.ticks - ticksBefore;
await new Promise((resolve) => setTimeout(resolve, 10));
observer.disconnect();
console.log(JSON.stringify({ bytesPerTick: (after - before) / ticks, collections }));
