import { Packr } from 'msgpackr';

/**
 * The WebSocket's msgpack options, one place for both ends (server/realtime/wireCodec.ts and the realtime
 * worker's codec): plain maps and arrays both ways, no records extension, so any msgpack decoder reads them.
 */
export const WIRE_CODEC_OPTIONS = { useRecords: false, mapsAsObjects: true } as const;

/** An encoder and decoder of wire frames (a Packr unpacks too). */
export function createWirePackr(): Packr {
  return new Packr(WIRE_CODEC_OPTIONS);
}
