import type { WebSocket } from 'ws';

/** Bytes a socket may have queued before we stop sending to it (latest quotes win, older batches drop). */
export const MAX_BUFFERED_BYTES = 256 * 1024;
/** A socket stuck above the limit for this long is cut off. */
export const STUCK_CLIENT_MS = 15_000;
/** More messages than this within one second from a client closes it. */
export const FLOOD_LIMIT_PER_SECOND = 50;

export const CLOSE_CODES = {
  normal: 1000,
  goingAway: 1001,
  unsupportedData: 1003,
  invalidPayload: 1007,
  policyViolation: 1008,
  tooLarge: 1009,
  idle: 4000,
  tooSlow: 4001,
} as const;

/** One client socket: what it subscribed to, who is logged in, and its flow-control counters. */
export class Connection {
  readonly topics = new Set<string>();
  userId: number | null = null;
  /** the session the socket logged in with (ended sessions downgrade the socket) */
  sessionId: number | null = null;
  /** log-ins and log-outs received: a log-in looked up after a newer one was sent is stale */
  loginSerial = 0;
  /** set once the server has decided to close it: nothing the client sends after that is handled */
  closing = false;
  lastPingAt: number;
  dropped = 0;
  private stuckSince: number | null = null;
  private windowStart = 0;
  private windowCount = 0;

  constructor(
    readonly socket: WebSocket,
    now: number,
  ) {
    this.lastPingAt = now;
  }

  /** Counts an incoming message; false when the client is flooding. */
  admit(now: number): boolean {
    if (now - this.windowStart >= 1_000) {
      this.windowStart = now;
      this.windowCount = 0;
    }
    this.windowCount += 1;
    return this.windowCount <= FLOOD_LIMIT_PER_SECOND;
  }

  /**
   * Sends a frame unless the socket's queue is full: then the frame is dropped (the client sees the
   * sequence gap and resyncs) and a client that stays full too long is closed. Memory stays bounded.
   */
  send(frame: Buffer, now: number): boolean {
    if (this.socket.readyState !== this.socket.OPEN) return false;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.dropped += 1;
      this.stuckSince ??= now;
      if (now - this.stuckSince > STUCK_CLIENT_MS) this.close(CLOSE_CODES.tooSlow, 'too slow');
      return false;
    }
    this.stuckSince = null;
    this.socket.send(frame, { binary: true });
    return true;
  }

  /** Closes the socket with `code` (once: later calls do nothing) and cuts it if the peer does not answer. */
  close(code: number, reason: string): void {
    if (this.closing) return;
    this.closing = true;
    if (this.socket.readyState === this.socket.OPEN || this.socket.readyState === this.socket.CONNECTING) {
      this.socket.close(code, reason);
    }
    // A peer that never answers the close handshake is cut after a moment.
    setTimeout(() => this.socket.terminate(), 2_000).unref();
  }
}
