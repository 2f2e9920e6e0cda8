import type { CDPSession } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  tid: number;
  ts: number;
  dur: number;
  /** the thread's own (CPU) time in the event, in µs: under DevTools' CPU throttling, `dur` minus the pauses */
  tdur: number;
  threadName: string;
  /** a script's function and file (FunctionCall, TimerFire, EvaluateScript), else '' */
  source: string;
}

function sourceOf(args: unknown): string {
  if (typeof args !== 'object' || args === null || !('data' in args)) return '';
  const data = args.data;
  if (typeof data !== 'object' || data === null) return '';
  const fn = 'functionName' in data && typeof data.functionName === 'string' ? data.functionName : '';
  const url = 'url' in data && typeof data.url === 'string' ? (data.url.split('/').pop() ?? '') : '';
  return fn || url ? `${fn || '(anonymous)'} ${url}` : '';
}

function traceEventOf(item: Record<string, unknown>): TraceEvent | null {
  const { name, ph, tid, ts, dur, tdur, args } = item;
  if (typeof name !== 'string' || typeof ph !== 'string' || typeof tid !== 'number') return null;
  const threadName =
    typeof args === 'object' && args !== null && 'name' in args && typeof args.name === 'string' ? args.name : '';
  return {
    name,
    ph,
    tid,
    ts: typeof ts === 'number' ? ts : 0,
    dur: typeof dur === 'number' ? dur : 0,
    tdur: typeof tdur === 'number' ? tdur : 0,
    threadName,
    source: sourceOf(args),
  };
}

/**
 * With BENCH_TRACE=1, tasks longer than this are listed (BENCH_TRACE_TASK_MS, default 50: the long
 * tasks; a few ms shows where a gesture's many short tasks go), at most BENCH_TRACE_TASKS of them.
 */
const LONGEST_TASK_MIN_MS = Number(process.env.BENCH_TRACE_TASK_MS ?? 50);
const LONGEST_TASKS_LISTED = Number(process.env.BENCH_TRACE_TASKS ?? 5);

/** The longest main-thread tasks, each with the events inside it summed by name (and script source). */
function printLongestTasks(label: string, events: readonly TraceEvent[]): void {
  const tasks = events
    .filter((item) => item.name === 'RunTask' && item.dur > LONGEST_TASK_MIN_MS * 1000)
    .sort((a, b) => b.dur - a.dur)
    .slice(0, LONGEST_TASKS_LISTED);
  if (tasks.length === 0) return;
  console.error(`# ${label}: longest tasks and what ran inside them`);
  for (const task of tasks) {
    const inside = new Map<string, number>();
    for (const item of events) {
      if (item === task || item.ts < task.ts || item.ts + item.dur > task.ts + task.dur) continue;
      const key = item.source ? `${item.name} ${item.source}` : item.name;
      inside.set(key, (inside.get(key) ?? 0) + item.dur / 1000);
    }
    const top = [...inside]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([key, ms]) => `${key} ${Math.round(ms)} ms`);
    console.error(`#   ${Math.round(task.dur / 1000)} ms (${Math.round(task.tdur / 1000)} ms CPU): ${top.join('; ')}`);
  }
}

/**
 * Where a page's main thread spends its time during a bench phase, printed to stderr:
 * `BENCH_TRACE=1` sums trace events by name (tasks, paint, GPU waits), `BENCH_PROFILE=1` lists the
 * hottest functions by self time. Both off: start and stop cost nothing.
 */
export async function startMainThreadDiagnostics(cdp: CDPSession, label: string): Promise<() => Promise<void>> {
  const profiling = process.env.BENCH_PROFILE === '1';
  const tracing = process.env.BENCH_TRACE === '1';
  if (profiling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  const traceEvents: TraceEvent[] = [];
  const collect = (event: { value: Record<string, unknown>[] }) => {
    for (const item of event.value) {
      const parsed = traceEventOf(item);
      if (parsed) traceEvents.push(parsed);
    }
  };
  if (tracing) {
    cdp.on('Tracing.dataCollected', collect);
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline' });
  }
  return async () => {
    if (tracing) {
      const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.end');
      await done;
      cdp.off('Tracing.dataCollected', collect);
      const mainThread = traceEvents.find(
        (item) => item.name === 'thread_name' && item.threadName === 'CrRendererMain',
      )?.tid;
      const byName = new Map<string, number>();
      const countByName = new Map<string, number>();
      for (const item of traceEvents) {
        if (item.tid !== mainThread || item.ph !== 'X' || !item.dur) continue;
        byName.set(item.name, (byName.get(item.name) ?? 0) + item.dur / 1000);
        countByName.set(item.name, (countByName.get(item.name) ?? 0) + 1);
      }
      console.error(`# ${label}: main-thread trace events by total duration`);
      for (const [name, ms] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
        console.error(`#   ${name}: ${Math.round(ms)} ms in ${countByName.get(name) ?? 0}`);
      }
      printLongestTasks(
        label,
        traceEvents.filter((item) => item.tid === mainThread && item.ph === 'X'),
      );
    }
    if (profiling) {
      const { profile } = await cdp.send('Profiler.stop');
      const selfHits = new Map<string, number>();
      for (const node of profile.nodes) {
        const { functionName, url, lineNumber } = node.callFrame;
        const key = `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${lineNumber}`;
        selfHits.set(key, (selfHits.get(key) ?? 0) + (node.hitCount ?? 0));
      }
      const total = [...selfHits.values()].reduce((sum, hits) => sum + hits, 0);
      console.error(`# ${label}: hottest functions by self time`);
      for (const [key, hits] of [...selfHits].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
        console.error(`#   ${((hits / total) * 100).toFixed(1)}% ${key}`);
      }
    }
  };
}
