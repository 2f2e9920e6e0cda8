import { describe, expect, it } from 'vitest';
import { intlOffsetReader, isTemporalZoneOffsets, temporalOffsetReader } from '../../protocol/newYork.ts';

const HOUR = 3_600_000;

describe('New York offset through Temporal', () => {
  it('agrees with Intl for every hour from 2006 to 2027, across both DST rule sets', () => {
    const temporal: unknown = Reflect.get(globalThis, 'Temporal');
    // the project's Chromium has Temporal; an engine without it takes the Intl path (tested in unit tests)
    if (!isTemporalZoneOffsets(temporal)) throw new Error('this Chromium has no Temporal');
    const byTemporal = temporalOffsetReader(temporal);
    const byIntl = intlOffsetReader();
    let mismatches = 0;
    let summerHours = 0;
    for (let at = Date.UTC(2006, 0, 1); at < Date.UTC(2027, 0, 1); at += HOUR) {
      const offset = byTemporal(at);
      if (offset !== byIntl(at)) mismatches += 1;
      if (offset === -240) summerHours += 1;
    }
    expect(mismatches).toBe(0);
    // about 8 months a year of daylight time over 21 years
    expect(summerHours).toBeGreaterThan(21 * 230 * 24);
  });
});
