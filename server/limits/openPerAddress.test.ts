import { describe, expect, it } from 'vitest';
import { isLoopback, OpenPerAddress } from './openPerAddress.ts';

describe('what each client address holds open', () => {
  it('gives an address at most its share, keyed as the per-address limits are, and takes each back once', () => {
    const open = new OpenPerAddress(2);
    const first = open.take('203.0.113.7');
    const second = open.take('::ffff:203.0.113.7');
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(open.take('203.0.113.7')).toBeNull();
    expect(open.take('203.0.113.8')).not.toBeNull();

    first?.();
    first?.();
    expect(open.take('203.0.113.7')).not.toBeNull();
    expect(open.take('203.0.113.7')).toBeNull();
  });

  it('counts an IPv6 /64 as one client and forgets an address once it holds nothing', () => {
    const open = new OpenPerAddress(1);
    const release = open.take('2001:db8:1:2::1');
    expect(open.take('2001:db8:1:2::ffff')).toBeNull();
    expect(open.addressCount).toBe(1);
    release?.();
    expect(open.addressCount).toBe(0);
  });

  it('never counts the server’s own host', () => {
    const open = new OpenPerAddress(1);
    for (const ip of ['127.0.0.1', '127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(open.take(ip), ip).not.toBeNull();
    }
    expect(open.addressCount).toBe(0);
    expect(isLoopback('0:0:0:0:0:0:0:1')).toBe(true);
    expect(isLoopback('::2')).toBe(false);
    expect(isLoopback('128.0.0.1')).toBe(false);
    expect(isLoopback('localhost')).toBe(false);
  });
});
