import { Packr } from 'msgpackr';

// Plain maps and arrays both ways (no records extension), so any msgpack decoder on the client reads them.
const packr = new Packr({ useRecords: false, mapsAsObjects: true });

export function encodeFrame(message: unknown): Buffer {
  return packr.pack(message);
}

/** Decodes a frame; throws on bytes that are not msgpack. */
export function decodeFrame(bytes: Buffer | Uint8Array): unknown {
  return packr.unpack(bytes);
}
