/**
 * What a sender's address looks like on each network a deposit channel names (its protocol code, as staff
 * configure it). Shape only (no checksum): enough to refuse markup, spaces and pasted text, so nothing but
 * an address is stored and shown to staff. An unknown network still gets the plain-token rule.
 */
const FORMATS: ReadonlyArray<{ protocols: readonly string[]; pattern: RegExp }> = [
  // Ethereum and EVM chains: 0x + 40 hex digits.
  { protocols: ['ERC20', 'BEP20', 'ETHEREUM', 'ETH', 'POLYGON', 'ARBITRUM', 'BSC'], pattern: /^0x[0-9a-fA-F]{40}$/ },
  // Tron: base58check, 34 characters starting with T.
  { protocols: ['TRC20', 'TRON', 'TRX'], pattern: /^T[1-9A-HJ-NP-Za-km-z]{33}$/ },
  // Bitcoin: legacy/P2SH base58 (1…, 3…) or bech32/bech32m (bc1…).
  {
    protocols: ['BITCOIN', 'BTC'],
    pattern: /^([13][1-9A-HJ-NP-Za-km-z]{25,34}|bc1[02-9ac-hj-np-z]{11,71}|BC1[02-9AC-HJ-NP-Z]{11,71})$/,
  },
];

/** Any other network: letters, digits and the separators addresses use, 6 to 128 characters. */
const PLAIN_TOKEN = /^[A-Za-z0-9:._-]{6,128}$/;

export function addressFits(protocolCode: string, address: string): boolean {
  const key = protocolCode.trim().toUpperCase();
  const known = FORMATS.find((format) => format.protocols.includes(key));
  return (known?.pattern ?? PLAIN_TOKEN).test(address);
}
