import { describe, expect, it } from 'vitest';
import { parseFeed } from './createMarket.ts';
import { ReplayFeed } from './replayFeed.ts';

const tape = [
  { time: 1_549_238_400_000, bid: 1.1454, ask: 1.14542 },
  { time: 1_549_238_401_000, bid: 1.1455, ask: 1.14552 },
  { time: 1_549_238_460_000, bid: 1.1456, ask: 1.14562 },
];

describe('replay feed', () => {
  it("plays the tape at the requested speed onto one symbol, keeping the tape's timestamps", () => {
    let wall = 1_000;
    const feed = new ReplayFeed(tape, { symbolId: 7, speed: 60, clock: () => wall });
    feed.start(() => {});
    feed.stop();
    expect(feed.due(wall)).toEqual([{ symbolId: 7, time: tape[0]?.time, bid: 1.1454, ask: 1.14542 }]);
    wall += 500; // 30 s of tape at 60x
    expect(feed.due(wall).map((tick) => tick.time)).toEqual([tape[1]?.time]);
    wall += 500; // 60 s of tape
    expect(feed.due(wall).map((tick) => tick.time)).toEqual([tape[2]?.time]);
    expect(feed.finished).toBe(true);
  });

  it('reads FEED settings and refuses malformed ones', () => {
    expect(parseFeed(undefined)).toEqual({ kind: 'sim' });
    expect(parseFeed('replay:bench/data/tape.csv.gz@100')).toEqual({
      kind: 'replay',
      file: 'bench/data/tape.csv.gz',
      speed: 100,
      symbolCode: 'EURUSD',
    });
    expect(parseFeed('replay:tape.csv')).toMatchObject({ speed: 1 });
    expect(() => parseFeed('live')).toThrow(/FEED/);
    expect(() => parseFeed('replay:tape.csv@0')).toThrow(/speed/);
  });
});
