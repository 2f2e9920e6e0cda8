/** Event handlers compared bivariantly, so the DOM's and `ws`'s WebSocket both fit (React's typing trick). */
type Handler<E> = { bivarianceHack(event: E): void }['bivarianceHack'];

/** The part of the browser WebSocket the connection uses; `ws` in node and a replay socket fit it too. */
export interface SocketLike {
  binaryType: string;
  readonly readyState: number;
  onopen: Handler<unknown> | null;
  onmessage: Handler<{ data: unknown }> | null;
  onclose: Handler<unknown> | null;
  onerror: Handler<unknown> | null;
  send(data: Uint8Array<ArrayBuffer>): void;
  close(code?: number, reason?: string): void;
}

export type SocketFactory = (url: string) => SocketLike;

export const SOCKET_OPEN = 1;
