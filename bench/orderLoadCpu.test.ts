import { describe, expect, it } from 'vitest';
import { cpuUsed } from './orderLoadCpu.ts';

describe('CPU the order-load bench measures', () => {
  it('sums what each database backend used, a backend started in between counting whole', () => {
    const before = { serverMs: 100, backendMs: new Map([[11, 50]]), generatorMs: 30 };
    const after = {
      serverMs: 400,
      backendMs: new Map([
        [11, 80],
        [12, 15],
      ]),
      generatorMs: 90,
    };
    expect(cpuUsed(before, after)).toEqual({ serverMs: 300, databaseMs: 45, generatorMs: 60 });
  });
});
