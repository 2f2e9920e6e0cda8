import { parseServerMessage, type ServerMessage, WS_PING_INTERVAL_MS } from '../../protocol/ws.ts';
import { backoffDelay } from './backoff.ts';
import { decodeFrame, encodeClientMessage, frameBytes } from './codec.ts';
import { SOCKET_OPEN, type SocketFactory, type SocketLike } from './socket.ts';
import type { Timers } from './timers.ts';

/** SPEC §9: connect time-out 5 s; more than 2 unanswered pings drop the socket. */
export const CONNECT_TIMEOUT_MS = 5_000;
export const MAX_UNANSWERED_PINGS = 2;

export type ConnectionState = 'idle' | 'connecting' | 'open' | 'waiting' | 'offline' | 'stopped';

export interface ConnectionEvents {
  /** a decoded, well-formed server message (garbage frames never get here) */
  message(message: ServerMessage): void;
  /** the socket opened and has logged in and subscribed again; `reconnect` is false for the first open */
  open(reconnect: boolean): void;
  state(state: ConnectionState): void;
}

export interface ConnectionOptions {
  url: string;
  socketFactory: SocketFactory;
  timers: Timers;
  events: ConnectionEvents;
  random?: () => number;
  online?: boolean;
}

/**
 * The socket's life (SPEC §4): connect with a 5 s time-out, log in with the token if any and subscribe
 * every topic on each open, ping every 5 s, drop after more than 2 unanswered pings, and reconnect with
 * exponential back-off and full jitter. Errors are never surfaced: the socket is just retried. Offline,
 * it waits for `setOnline(true)` instead of retrying into the void.
 */
export class RealtimeConnection {
  private socket: SocketLike | null = null;
  private current: ConnectionState = 'idle';
  private attempt = 0;
  private opens = 0;
  private unanswered = 0;
  private connectTimer: number | null = null;
  private pingTimer: number | null = null;
  private retryTimer: number | null = null;
  private token: string | null = null;
  private readonly topics = new Set<string>();
  private online: boolean;

  constructor(private readonly options: ConnectionOptions) {
    this.online = options.online ?? true;
  }

  get state(): ConnectionState {
    return this.current;
  }

  /** Failed attempts since the last successful open (drives the back-off). */
  get failures(): number {
    return this.attempt;
  }

  /** Opens the socket now unless it is open or opening (SPEC §2: every navigation calls this). */
  ensureOpen(): void {
    if (this.current === 'stopped' || this.current === 'open' || this.current === 'connecting') return;
    if (!this.online) {
      this.setState('offline');
      return;
    }
    this.connect();
  }

  setOnline(online: boolean): void {
    this.online = online;
    if (online) {
      if (this.current === 'offline') this.connect();
      return;
    }
    this.clearRetry();
    this.dropSocket();
    if (this.current !== 'stopped') this.setState('offline');
  }

  setToken(token: string | null): void {
    if (token === this.token) return;
    const had = this.token !== null;
    this.token = token;
    if (token !== null) this.send({ op: 'login', token });
    else if (had) this.send({ op: 'logout' });
  }

  subscribe(topics: readonly string[]): void {
    const fresh = topics.filter((topic) => !this.topics.has(topic));
    for (const topic of fresh) this.topics.add(topic);
    if (fresh.length > 0) this.send({ op: 'sub', topics: fresh });
  }

  unsubscribe(topics: readonly string[]): void {
    const gone = topics.filter((topic) => this.topics.delete(topic));
    if (gone.length > 0) this.send({ op: 'unsub', topics: gone });
  }

  get subscribed(): ReadonlySet<string> {
    return this.topics;
  }

  stop(): void {
    this.clearRetry();
    this.dropSocket();
    this.setState('stopped');
  }

  private connect(): void {
    this.clearRetry();
    this.dropSocket();
    this.setState('connecting');
    let socket: SocketLike;
    try {
      socket = this.options.socketFactory(this.options.url);
    } catch {
      this.fail();
      return;
    }
    this.socket = socket;
    socket.binaryType = 'arraybuffer';
    const timers = this.options.timers;
    this.connectTimer = timers.setTimeout(() => {
      this.connectTimer = null;
      if (this.socket === socket) this.fail();
    }, CONNECT_TIMEOUT_MS);
    socket.onopen = () => {
      if (this.socket === socket) this.opened();
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.receive(event.data);
    };
    socket.onclose = () => {
      if (this.socket === socket) this.fail();
    };
    socket.onerror = () => {
      // Errors are ignored (SPEC §8): a close follows, or the time-out catches a socket that hangs.
    };
  }

  private opened(): void {
    this.clearConnectTimer();
    this.attempt = 0;
    this.unanswered = 0;
    this.setState('open');
    if (this.token !== null) this.send({ op: 'login', token: this.token });
    if (this.topics.size > 0) this.send({ op: 'sub', topics: [...this.topics] });
    this.schedulePing();
    this.opens += 1;
    this.options.events.open(this.opens > 1);
  }

  private schedulePing(): void {
    this.pingTimer = this.options.timers.setTimeout(() => {
      this.pingTimer = null;
      if (this.unanswered > MAX_UNANSWERED_PINGS) {
        this.fail();
        return;
      }
      this.unanswered += 1;
      this.send({ op: 'ping', t: this.options.timers.now() });
      this.schedulePing();
    }, WS_PING_INTERVAL_MS);
  }

  private receive(data: unknown): void {
    const bytes = frameBytes(data);
    if (bytes === null) return;
    let message: ServerMessage | null;
    try {
      message = parseServerMessage(decodeFrame(bytes));
    } catch {
      return; // a garbage frame is ignored; the stream goes on
    }
    if (message === null) return;
    if (message.op === 'pong') this.unanswered = 0;
    this.options.events.message(message);
  }

  /** The socket closed, timed out or stopped answering: forget it and retry after a jittered delay. */
  private fail(): void {
    this.dropSocket();
    if (this.current === 'stopped') return;
    if (!this.online) {
      this.setState('offline');
      return;
    }
    const delay = backoffDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.setState('waiting');
    this.retryTimer = this.options.timers.setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, delay);
  }

  private send(message: Parameters<typeof encodeClientMessage>[0]): void {
    const socket = this.socket;
    if (socket === null || this.current !== 'open' || socket.readyState !== SOCKET_OPEN) return;
    try {
      socket.send(encodeClientMessage(message));
    } catch {
      // a socket failing mid-send closes; the close handler reconnects
    }
  }

  private dropSocket(): void {
    this.clearConnectTimer();
    if (this.pingTimer !== null) this.options.timers.clearTimeout(this.pingTimer);
    this.pingTimer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket === null) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    // a late error of a dropped socket is expected (node's `ws` throws it when nobody listens)
    socket.onerror = () => {};
    try {
      socket.close();
    } catch {
      // closing a socket that never opened may throw in some engines
    }
  }

  private clearConnectTimer(): void {
    if (this.connectTimer !== null) this.options.timers.clearTimeout(this.connectTimer);
    this.connectTimer = null;
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) this.options.timers.clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private setState(state: ConnectionState): void {
    if (state === this.current) return;
    this.current = state;
    this.options.events.state(state);
  }
}
