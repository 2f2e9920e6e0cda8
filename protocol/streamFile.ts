/**
 * A recorded realtime stream (`bench/streams/*.pwstream`): the frames a client received, each with its
 * receive time, so a replay feeds a worker exactly what a socket would. Records follow each other:
 * float64 LE receive offset in ms since the first frame, uint32 LE byte length, then the frame bytes.
 */

export interface StreamRecord {
  /** ms since the first frame of the recording */
  at: number;
  frame: Uint8Array;
}

const HEADER_BYTES = 12;

export function encodeStream(records: readonly StreamRecord[]): Uint8Array {
  const total = records.reduce((sum, record) => sum + HEADER_BYTES + record.frame.byteLength, 0);
  const bytes = new Uint8Array(total);
  const view = new DataView(bytes.buffer);
  let offset = 0;
  for (const record of records) {
    view.setFloat64(offset, record.at, true);
    view.setUint32(offset + 8, record.frame.byteLength, true);
    bytes.set(record.frame, offset + HEADER_BYTES);
    offset += HEADER_BYTES + record.frame.byteLength;
  }
  return bytes;
}

export function decodeStream(bytes: Uint8Array): StreamRecord[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const records: StreamRecord[] = [];
  let offset = 0;
  while (offset + HEADER_BYTES <= bytes.byteLength) {
    const at = view.getFloat64(offset, true);
    const length = view.getUint32(offset + 8, true);
    const start = offset + HEADER_BYTES;
    if (start + length > bytes.byteLength) throw new Error(`stream truncated at byte ${offset}`);
    records.push({ at, frame: bytes.subarray(start, start + length) });
    offset = start + length;
  }
  if (offset !== bytes.byteLength) throw new Error(`stream has ${bytes.byteLength - offset} trailing bytes`);
  return records;
}
