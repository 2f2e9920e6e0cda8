import { describe, expect, it } from 'vitest';
import { cpuUsed, machineTicksOf } from './orderLoadCpu.ts';

describe('CPU the order-load bench measures', () => {
  it('sums what each database backend used, a backend started in between counting whole', () => {
    const before = {
      serverMs: 100,
      backendMs: new Map([[11, 50]]),
      generatorMs: 30,
      machine: { total: 1000, idle: 0, steal: 10 },
    };
    const after = {
      serverMs: 400,
      backendMs: new Map([
        [11, 80],
        [12, 15],
      ]),
      generatorMs: 90,
      machine: { total: 1400, idle: 0, steal: 110 },
    };
    expect(cpuUsed(before, after)).toEqual({ serverMs: 300, databaseMs: 45, generatorMs: 60, stealShare: 0.25 });
  });

  it("reads the machine's ticks and the host's steal from /proc/stat", () => {
    const procStat = [
      'cpu  4705 150 1120 16250 520 0 35 630 0 0',
      'cpu0 2350 75 560 8125 260 0 17 315 0 0',
      'intr 114930548 113199788 3 0 5 263 0 4 [... lots more numbers ...]',
    ].join('\n');
    expect(machineTicksOf(procStat)).toEqual({
      total: 4705 + 150 + 1120 + 16250 + 520 + 35 + 630,
      idle: 16250 + 520,
      steal: 630,
    });
    expect(machineTicksOf('no cpu line here')).toEqual({ total: 0, idle: 0, steal: 0 });
  });
});
