import { describe, expect, it } from 'vitest';
import { type CpuFigures, medianCpu, printCpu, throttleRate } from './chartCpu.ts';

const figures = (thread: number, machine: number): CpuFigures => ({
  pan: { thread, machine },
  zoom: { thread: thread * 2, machine: machine * 2 },
  live: { thread: thread * 10, machine: machine * 10 },
});

describe("the chart bench's CPU clocks", () => {
  it('takes each clock’s median over rounds on its own', () => {
    const median = medianCpu([figures(3, 30), figures(1, 50), figures(2, 10)]);
    expect(median.pan).toEqual({ thread: 2, machine: 30 });
    expect(median.zoom).toEqual({ thread: 4, machine: 60 });
    expect(median.live).toEqual({ thread: 20, machine: 300 });
  });

  it('prints each page beside the peer with a ratio, and the floor for the gestures only', () => {
    const printed = new Map<string, string>();
    const peer = figures(10, 40);
    printCpu(
      (figure, value, unit) => printed.set(figure, `${value} ${unit}`),
      [
        { label: 'pipwave', cpu: figures(4, 30) },
        { label: 'lightweight-charts', cpu: peer },
      ],
      peer,
      { pan: { thread: 1, machine: 5 }, zoom: { thread: 2, machine: 6 } },
    );
    expect(printed.get('zoom main thread CPU per step pipwave')).toBe('8 ms');
    expect(printed.get('zoom main thread CPU per step pipwave ratio')).toBe('0.4 x');
    expect(printed.get('zoom machine CPU per step pipwave ratio')).toBe('0.75 x');
    expect(printed.get('live main thread CPU lightweight-charts')).toBe('100 ms/s');
    expect(printed.has('live main thread CPU lightweight-charts ratio')).toBe(false);
    expect(printed.get('pan machine CPU per step floor (page without a chart)')).toBe('5 ms');
    expect([...printed.keys()].some((figure) => figure.startsWith('live') && figure.includes('floor'))).toBe(false);
  });

  it('prints no ratios without the peer', () => {
    const printed: string[] = [];
    printCpu((figure) => printed.push(figure), [{ label: 'pipwave', cpu: figures(4, 30) }], null, {
      pan: { thread: 1, machine: 5 },
      zoom: { thread: 2, machine: 6 },
    });
    expect(printed.filter((figure) => figure.endsWith('ratio'))).toEqual([]);
    expect(printed).toContain('pan main thread CPU per step pipwave');
  });

  it("reads CHART_BENCH_THROTTLE, the goals' 4x when unset, and refuses what is no slow-down", () => {
    expect(throttleRate(undefined)).toBe(4);
    expect(throttleRate('')).toBe(4);
    expect(throttleRate('1')).toBe(1);
    expect(throttleRate('6')).toBe(6);
    for (const setting of ['0', '0.5', '-4', 'fast', '4x', '100'])
      expect(() => throttleRate(setting)).toThrow(/CHART_BENCH_THROTTLE/);
  });
});
