import { type ClientMessage, parseClientMessage } from '../../protocol/ws.ts';
import { fieldWithNul } from '../http/textInput.ts';
import { CLOSE_CODES } from './connection.ts';
import { decodeFrame } from './wireCodec.ts';

/** A client frame read: its message, or the code and reason its socket is closed with. */
export type ClientFrame = { ok: true; message: ClientMessage } | { ok: false; code: number; reason: string };

/**
 * Reads one frame a client sent: a binary msgpack message of the wire (protocol/ws.ts) whose text holds no
 * U+0000, refused as it is in every HTTP route (server/http/textInput.ts). Anything else closes the socket.
 */
export function readClientFrame(data: unknown, isBinary: boolean): ClientFrame {
  if (!isBinary || !(data instanceof Buffer)) {
    return { ok: false, code: CLOSE_CODES.unsupportedData, reason: 'binary msgpack frames only' };
  }
  let message: ClientMessage | null;
  try {
    message = parseClientMessage(decodeFrame(data));
  } catch {
    message = null;
  }
  if (!message) return { ok: false, code: CLOSE_CODES.invalidPayload, reason: 'malformed message' };
  if (fieldWithNul(message, 'body') !== null) {
    return { ok: false, code: CLOSE_CODES.invalidPayload, reason: 'text holds U+0000' };
  }
  return { ok: true, message };
}
