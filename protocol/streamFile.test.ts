import { describe, expect, it } from 'vitest';
import { decodeStream, encodeStream } from './streamFile.ts';

describe('recorded stream files', () => {
  it('round-trips frames with their receive times', () => {
    const records = [
      { at: 0, frame: new Uint8Array([1, 2, 3]) },
      { at: 104.5, frame: new Uint8Array([]) },
      { at: 250, frame: new Uint8Array([255, 0]) },
    ];
    expect(decodeStream(encodeStream(records))).toEqual(records);
  });

  it('refuses a truncated file instead of replaying half a frame', () => {
    const bytes = encodeStream([{ at: 0, frame: new Uint8Array([1, 2, 3, 4]) }]);
    expect(() => decodeStream(bytes.subarray(0, bytes.length - 1))).toThrow(/truncated/);
  });
});
