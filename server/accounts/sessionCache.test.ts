import { describe, expect, it } from 'vitest';
import { SESSION_CACHE_MS, SessionCache } from './sessionCache.ts';
import { LocalSessionEvents } from './sessionEvents.ts';

const T0 = 1_000_000;
const identity = { sessionId: 7, userId: 3, accountId: 11, expiresAt: T0 + 60_000 };

describe('session cache', () => {
  it('answers a recent session from memory and asks again after a few seconds', () => {
    const cache = new SessionCache(new LocalSessionEvents());
    cache.remember('hash', identity, T0, cache.mark());
    expect(cache.get('hash', T0 + SESSION_CACHE_MS - 1)).toEqual(identity);
    expect(cache.get('hash', T0 + SESSION_CACHE_MS)).toBeUndefined();
    expect(cache.get('other', T0)).toBeUndefined();
  });

  it('never answers past the session expiry', () => {
    const cache = new SessionCache(new LocalSessionEvents());
    cache.remember('hash', { ...identity, expiresAt: T0 + 100 }, T0, cache.mark());
    expect(cache.get('hash', T0 + 99)).toBeDefined();
    expect(cache.get('hash', T0 + 100)).toBeUndefined();
  });

  it('drops a session at once when it is revoked', () => {
    const events = new LocalSessionEvents();
    const cache = new SessionCache(events);
    cache.remember('hash', identity, T0, cache.mark());
    cache.remember('kept', { ...identity, sessionId: 8 }, T0, cache.mark());
    events.publish({ userId: 3, sessionIds: [7] });
    expect(cache.get('hash', T0 + 1)).toBeUndefined();
    expect(cache.get('kept', T0 + 1)).toBeDefined();
  });

  it('does not keep a lookup that a revocation overtook (read before the log-out committed)', () => {
    const events = new LocalSessionEvents();
    const cache = new SessionCache(events);
    const mark = cache.mark();
    events.publish({ userId: 3, sessionIds: [7] });
    cache.remember('hash', identity, T0, mark);
    expect(cache.get('hash', T0 + 1)).toBeUndefined();
  });

  it('does not keep a session without a trading account (one may be opened later)', () => {
    const cache = new SessionCache(new LocalSessionEvents());
    cache.remember('hash', { ...identity, accountId: null }, T0, cache.mark());
    expect(cache.get('hash', T0 + 1)).toBeUndefined();
  });
});
