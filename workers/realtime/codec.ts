import { createWirePackr } from '../../protocol/wireCodec.ts';
import type { ClientMessage } from '../../protocol/ws.ts';

export { decodeFrame } from '../../protocol/wireCodec.ts';

const packr = createWirePackr();

export function encodeClientMessage(message: ClientMessage): Uint8Array<ArrayBuffer> {
  return packr.pack(message);
}

/** A frame as the socket delivers it (ArrayBuffer in browsers, Buffer or ArrayBuffer from `ws`) as bytes. */
export function frameBytes(data: unknown): Uint8Array | null {
  if (data instanceof Uint8Array) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return null;
}
