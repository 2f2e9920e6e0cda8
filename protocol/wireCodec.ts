import { Packr } from 'msgpackr';

/**
 * The WebSocket's msgpack options, one place for both ends (server/realtime/wireCodec.ts and the realtime
 * worker's codec, workers/realtime/codec.ts): plain maps and arrays both ways, no records extension, so any
 * msgpack decoder reads them.
 */
export const WIRE_CODEC_OPTIONS = { useRecords: false, mapsAsObjects: true } as const;

/** An encoder and decoder of wire frames (a Packr unpacks too). */
export function createWirePackr(): Packr {
  return new Packr(WIRE_CODEC_OPTIONS);
}

const decoder = createWirePackr();

/**
 * Decodes a frame's bytes (a Node Buffer is a Uint8Array too); throws on bytes that are not msgpack. Both ends
 * read frames with this one: the server's and the worker's codecs pass it on, each encoding with its own Packr.
 */
export function decodeFrame(bytes: Uint8Array): unknown {
  return decoder.unpack(bytes);
}
