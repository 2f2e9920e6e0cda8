import { createWirePackr } from '../../protocol/wireCodec.ts';
import type { ClientMessage } from '../../protocol/ws.ts';

const packr = createWirePackr();

export function encodeClientMessage(message: ClientMessage): Uint8Array<ArrayBuffer> {
  return packr.pack(message);
}

/** Decodes a frame's bytes; throws on bytes that are not msgpack. */
export function decodeFrame(bytes: Uint8Array): unknown {
  return packr.unpack(bytes);
}

/** A frame as the socket delivers it (ArrayBuffer in browsers, Buffer or ArrayBuffer from `ws`) as bytes. */
export function frameBytes(data: unknown): Uint8Array | null {
  if (data instanceof Uint8Array) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return null;
}
