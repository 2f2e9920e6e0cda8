import { Packr } from 'msgpackr';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeStream, type StreamRecord } from '../../protocol/streamFile.ts';
import type { QuoteTuple } from '../../protocol/ws.ts';
import { useMarket } from '../market/marketStore.ts';
import { replayBridge } from '../testing/replayBridge.ts';
import type { RealtimeBridge } from './bridge.ts';
import { useConnection } from './connectionStore.ts';

const packr = new Packr({ useRecords: false, mapsAsObjects: true });
const CODES = ['EURUSD', 'GBPUSD', 'USDJPY', 'XAUUSD', 'BTCUSD', 'US30', 'USOIL', 'AUDUSD'];

/** 600 quote batches over 6 s of recorded time, like the gateway sends them, plus one garbage frame. */
function recordedStream(): { bytes: Uint8Array; last: Map<string, number> } {
  const records: StreamRecord[] = [];
  const last = new Map<string, number>();
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (let batch = 1; batch <= 600; batch += 1) {
    const quotes: QuoteTuple[] = [];
    for (const [i, code] of CODES.entries()) {
      if (random() < 0.4) continue;
      const bid = Math.round((1 + i + random()) * 100_000) / 100_000;
      last.set(code, bid);
      quotes.push([code, 1_700_000_000_000 + batch * 10, bid, bid + 0.0002, 1 + i, 2 + i, i]);
    }
    records.push({ at: batch * 10, frame: packr.pack({ op: 'msg', topic: 'DAY_MARKET', seq: batch, data: quotes }) });
    if (batch === 300) records.push({ at: batch * 10, frame: new Uint8Array([0xc1, 0xc1]) });
  }
  return { bytes: encodeStream(records), last };
}

let bridge: RealtimeBridge | null = null;
afterEach(() => {
  bridge?.stop();
  bridge = null;
});

describe('the realtime worker in Chromium', () => {
  it('plays a recorded stream through comlink and leaves the store with every symbol’s last price', async () => {
    const { bytes, last } = recordedStream();
    let renders = 0;
    const stopCounting = useMarket.subscribe(() => {
      renders += 1;
    });
    bridge = replayBridge(bytes, 4);
    await expect
      .poll(
        () => {
          const quotes = useMarket.getState().quotes;
          return CODES.every((code) => quotes[code]?.bid === last.get(code));
        },
        { timeout: 10_000, interval: 50 },
      )
      .toBe(true);
    stopCounting();
    const eurusd = useMarket.getState().quotes.EURUSD;
    expect(eurusd?.close).toBe(String(last.get('EURUSD')));
    expect(eurusd?.ask).toBeCloseTo((last.get('EURUSD') ?? 0) + 0.0002, 8);
    expect(useConnection.getState().state).toBe('open');
    // 600 batches played in 1.5 s reach the store in far fewer updates: at most one per animation frame
    expect(renders).toBeGreaterThan(5);
    expect(renders).toBeLessThan(200);
  });
});
