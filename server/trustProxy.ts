import { isIP } from 'node:net';

/**
 * Which peers may tell the server the client's address through `X-Forwarded-For` (Fastify's `trustProxy`):
 * nobody (the default: the socket address is the client), a number of proxy hops in front of the server,
 * a list of proxy addresses or CIDR ranges, or everyone (`true`, only when set explicitly).
 */
export type TrustProxySetting = boolean | number | string[];

/** proxy-addr's names for well-known ranges, accepted in the list as they are. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  if (extra !== undefined) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset/`false`/`0` trusts nobody; `true`; a hop count; or comma-separated addresses/CIDRs. */
export function parseTrustProxy(raw: string | undefined): TrustProxySetting {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 32) throw new Error(`TRUST_PROXY: ${hops} proxy hops is not a real deployment, got "${raw}"`);
    return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    throw new Error(
      `TRUST_PROXY must be a hop count, "true", or comma-separated proxy addresses/CIDRs; not understood: ${bad
        .map((entry) => `"${entry}"`)
        .join(', ')}`,
    );
  }
  return entries;
}

/** The setting as Fastify's `trustProxy` option takes it (a hop count becomes "trust the first N hops"). */
export function fastifyTrustProxy(
  setting: TrustProxySetting,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
