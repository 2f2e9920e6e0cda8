import { describe, expect, it } from 'vitest';
import { parsePacedRuns, parseUserCounts } from './orderLoadEnv.ts';

describe('order-load bench settings', () => {
  const fallbackRuns = [{ users: 10, ratePerUser: 30 }];

  it('reads user counts, unset or empty as the default, none as no run', () => {
    expect(parseUserCounts('10, 200', [50], 'X')).toEqual([10, 200]);
    expect(parseUserCounts(undefined, [50], 'X')).toEqual([50]);
    expect(parseUserCounts(' ', [50], 'X')).toEqual([50]);
    expect(parseUserCounts('none', [50], 'X')).toEqual([]);
  });

  it('reads paced runs as users@rate per user', () => {
    expect(parsePacedRuns('10@30,200@5.5', fallbackRuns, 'X')).toEqual([
      { users: 10, ratePerUser: 30 },
      { users: 200, ratePerUser: 5.5 },
    ]);
    expect(parsePacedRuns('', fallbackRuns, 'X')).toEqual(fallbackRuns);
    expect(parsePacedRuns('none', fallbackRuns, 'X')).toEqual([]);
  });

  it('refuses what is not a positive count or rate, naming the variable', () => {
    expect(() => parseUserCounts('10,ten', [], 'ORDER_LOAD_POSTGRES_USERS')).toThrow(
      'ORDER_LOAD_POSTGRES_USERS: "ten" is not a positive integer',
    );
    expect(() => parseUserCounts('2.5', [], 'X')).toThrow('positive integer');
    expect(() => parseUserCounts('10,', [], 'X')).toThrow('"" is not');
    expect(() => parsePacedRuns('200', [], 'X')).toThrow('"200" is not users@rate');
    expect(() => parsePacedRuns('200@5@1', [], 'X')).toThrow('is not users@rate');
    expect(() => parsePacedRuns('200@0', [], 'X')).toThrow('"0" is not a positive number');
    expect(() => parsePacedRuns('0.5@3', [], 'X')).toThrow('positive integer');
  });
});
