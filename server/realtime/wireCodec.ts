import { createWirePackr } from '../../protocol/wireCodec.ts';

export { decodeFrame } from '../../protocol/wireCodec.ts';

const packr = createWirePackr();

export function encodeFrame(message: unknown): Buffer {
  return packr.pack(message);
}
