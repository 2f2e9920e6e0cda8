import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { addressKey } from './addressKey.ts';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether `ip` is the server's own host (127.0.0.0/8, also IPv4-mapped, or ::1). */
export function isLoopback(ip: string): boolean {
  const key = addressKey(ip);
  if (isIPv4(key)) return LOOPBACK.check(key, 'ipv4');
  const address = ip.split('%')[0] ?? ip;
  return isIPv6(address) && LOOPBACK.check(address, 'ipv6');
}

/**
 * How many of something long-lived (sockets) each client address holds open, at most `max` each, counted
 * in this process. The server's own host is not counted. Only addresses holding one are kept, so memory
 * follows what is open, not every address ever seen.
 */
export class OpenPerAddress {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Takes one for `ip`: the function that gives it back (call it once), or null when `ip` holds `max`. */
  take(ip: string): (() => void) | null {
    if (isLoopback(ip)) return () => undefined;
    const key = addressKey(ip);
    const held = this.open.get(key) ?? 0;
    if (held >= this.max) return null;
    this.open.set(key, held + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const left = (this.open.get(key) ?? 1) - 1;
      if (left > 0) this.open.set(key, left);
      else this.open.delete(key);
    };
  }

  /** Addresses holding at least one (tests, metrics). */
  get addressCount(): number {
    return this.open.size;
  }
}
