import { describe, expect, it } from 'vitest';
import { LatestSearch } from './latestSearch.ts';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('LatestSearch', () => {
  it('aborts the previous search and drops its late result', async () => {
    const search = new LatestSearch<string>();
    const slow = deferred<string>();
    let firstSignal: AbortSignal | null = null;
    const first = search.run((signal) => {
      firstSignal = signal;
      return slow.promise;
    });
    const second = search.run(async () => 'GBP');
    expect((firstSignal as AbortSignal | null)?.aborted).toBe(true);
    slow.resolve('EUR');
    expect(await first).toBeNull();
    expect(await second).toBe('GBP');
  });

  it('turns the abort of a superseded fetch into null but passes real failures on', async () => {
    const search = new LatestSearch<string>();
    const first = search.run(
      (signal) =>
        new Promise<string>((_, reject) => {
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const second = search.run(() => Promise.reject(new Error('network')));
    expect(await first).toBeNull();
    await expect(second).rejects.toThrow('network');
  });

  it('cancel drops the search in flight', async () => {
    const search = new LatestSearch<number>();
    const pending = deferred<number>();
    const run = search.run(() => pending.promise);
    search.cancel();
    pending.resolve(1);
    expect(await run).toBeNull();
  });
});
