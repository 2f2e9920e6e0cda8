import { createWirePackr } from '../../protocol/wireCodec.ts';

const packr = createWirePackr();

export function encodeFrame(message: unknown): Buffer {
  return packr.pack(message);
}

/** Decodes a frame; throws on bytes that are not msgpack. */
export function decodeFrame(bytes: Buffer | Uint8Array): unknown {
  return packr.unpack(bytes);
}
