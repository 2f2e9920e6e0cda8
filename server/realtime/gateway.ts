import type { WebSocket } from 'ws';
import {
  type CandleTuple,
  type ClientMessage,
  isUserTopic,
  KLINE_TOPIC_PREFIX,
  type QuoteTuple,
  TOPIC_DAY_MARKET,
  WS_IDLE_TIMEOUT_MS,
} from '../../protocol/ws.ts';
import type { MarketService } from '../market/marketService.ts';
import type { Tick } from '../market/quoteSource.ts';
import { readClientFrame } from './clientFrames.ts';
import { CLOSE_CODES, Connection } from './connection.ts';
import { RecentIds } from './recentIds.ts';
import { encodeFrame } from './wireCodec.ts';

export interface SocketSession {
  userId: number;
  sessionId: number;
}

/** What the gateway reads of the market: its ticks, each symbol's day quote and live minute candle. */
export interface GatewayMarket {
  onTicks: MarketService['onTicks'];
  quotes: Pick<MarketService['quotes'], 'snapshot'>;
  recorder: Pick<MarketService['recorder'], 'liveMinute'>;
}

export interface GatewayOptions {
  /** symbol id -> code, for the topics and the quote tuples */
  codes: ReadonlyMap<number, string>;
  /** token -> its live session, or null when the token is unknown, expired or revoked */
  authenticate(token: string): Promise<SocketSession | null>;
  now: () => number;
  /** how often changed quotes go out (coalesced per symbol) */
  batchMs?: number;
}

/**
 * The realtime gateway: one frame per batch is encoded once and written to every subscriber, so fan-out
 * costs a socket write per client and nothing more. Quotes are coalesced per symbol between batches
 * (at most every 100 ms); per-user topics go only to that user's sockets.
 */
export class RealtimeGateway {
  private readonly connections = new Set<Connection>();
  private readonly subscribers = new Map<string, Set<Connection>>();
  private readonly userSockets = new Map<number, Set<Connection>>();
  private readonly sequences = new Map<string, number>();
  private readonly changedQuotes = new Map<number, Tick>();
  private readonly changedCandles = new Set<number>();
  private readonly topicsByCode: ReadonlySet<string>;
  /** Sessions ended lately, so a log-in looked up just before the end cannot slip through. */
  private readonly endedSessions = new RecentIds(10_000);
  private timers: ReturnType<typeof setInterval>[] = [];
  private detachMarket: (() => void) | undefined;
  /** Frames dropped for slow clients since start (all connections, open or closed). */
  droppedFrames = 0;
  /** Frames written to sockets since start (metrics: frames per second). */
  framesSent = 0;
  private readonly batchListeners = new Set<(seconds: number) => void>();

  constructor(
    private readonly market: GatewayMarket,
    private readonly options: GatewayOptions,
  ) {
    this.topicsByCode = new Set([...options.codes.values()].map((code) => `${KLINE_TOPIC_PREFIX}${code}`));
  }

  start(): void {
    this.detachMarket = this.market.onTicks((ticks) => {
      for (const tick of ticks) {
        this.changedQuotes.set(tick.symbolId, tick);
        this.changedCandles.add(tick.symbolId);
      }
    });
    this.timers.push(setInterval(() => this.flush(), this.options.batchMs ?? 100));
    this.timers.push(setInterval(() => this.closeIdle(), 5_000));
  }

  stop(): void {
    this.detachMarket?.();
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    for (const connection of this.connections) connection.close(CLOSE_CODES.goingAway, 'server stopping');
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  /** The most bytes any one socket has queued right now (bounded by MAX_BUFFERED_BYTES plus one frame). */
  largestQueuedBytes(): number {
    let largest = 0;
    for (const connection of this.connections) largest = Math.max(largest, connection.socket.bufferedAmount);
    return largest;
  }

  accept(socket: WebSocket): void {
    const connection = new Connection(socket, this.options.now());
    this.connections.add(connection);
    socket.on('message', (data, isBinary) => this.receive(connection, data, isBinary));
    socket.on('close', () => this.forget(connection));
    // A socket's errors are its client's doing (a frame over 64 KB, broken UTF-8, a bad opcode) and `ws` has
    // already closed it with the matching code: they are not server errors. The handler the HTTP layer
    // attached (@fastify/websocket's logs each with its stack at level error) is replaced by this one, so a
    // client cannot fill the error log.
    socket.removeAllListeners('error');
    socket.on('error', () => {
      // `ws` sent its own close code already: this only cuts the socket if the peer never answers.
      connection.close(CLOSE_CODES.policyViolation, 'protocol error');
      this.forget(connection);
    });
  }

  /** Whether the user has a logged-in socket (pushes for offline users are skipped). */
  hasUser(userId: number): boolean {
    return this.userSockets.has(userId);
  }

  /** Every user with a logged-in socket here (a gateway reports them to the engine, which pushes only to them). */
  onlineUserIds(): number[] {
    return [...this.userSockets.keys()];
  }

  /** Sends a message on a user's own topic (FOREX_TRADE, FOREX_CLOSED) to every socket of that user. */
  publishToUser(userId: number, topic: string, data: unknown): void {
    const sockets = this.userSockets.get(userId);
    if (!sockets) return;
    const frame = this.frame(`${topic}#${userId}`, topic, data);
    const now = this.options.now();
    for (const connection of sockets) if (connection.topics.has(topic)) this.deliver(connection, frame, now);
  }

  /**
   * Calls `listener` after each batch with the seconds it took to write it to every subscriber: the time
   * from the batch leaving the coalescing window to its last socket write (metrics).
   */
  onBatchWritten(listener: (seconds: number) => void): () => void {
    this.batchListeners.add(listener);
    return () => this.batchListeners.delete(listener);
  }

  /** Sends the batch of quotes and live candles that changed since the last one. */
  flush(): void {
    if (this.changedQuotes.size === 0 && this.changedCandles.size === 0) return;
    const started = performance.now();
    this.writeBatch();
    const seconds = (performance.now() - started) / 1000;
    for (const listener of this.batchListeners) listener(seconds);
  }

  private writeBatch(): void {
    const now = this.options.now();
    if (this.changedQuotes.size > 0) {
      const quotes: QuoteTuple[] = [];
      for (const [symbolId, tick] of this.changedQuotes) {
        const code = this.options.codes.get(symbolId);
        const day = this.market.quotes.snapshot(symbolId);
        if (!code || !day) continue;
        quotes.push([code, tick.time, tick.bid, tick.ask, day.dayOpen, day.dayHigh, day.dayLow]);
      }
      this.changedQuotes.clear();
      this.broadcast(TOPIC_DAY_MARKET, quotes, now);
    }
    for (const symbolId of this.changedCandles) {
      const code = this.options.codes.get(symbolId);
      const candle = this.market.recorder.liveMinute(symbolId);
      if (!code || !candle) continue;
      const tuple: CandleTuple = [candle.Time, candle.Open, candle.High, candle.Low, candle.Close, candle.Volume];
      this.broadcast(`${KLINE_TOPIC_PREFIX}${code}`, tuple, now);
    }
    this.changedCandles.clear();
  }

  private broadcast(topic: string, data: unknown, now: number): void {
    const listeners = this.subscribers.get(topic);
    // The sequence advances even with nobody listening, so a late subscriber's first seq is arbitrary
    // and only gaps between consecutive messages matter.
    const frame = this.frame(topic, topic, data);
    if (!listeners) return;
    for (const connection of listeners) this.deliver(connection, frame, now);
  }

  private frame(sequenceKey: string, topic: string, data: unknown): Buffer {
    const seq = (this.sequences.get(sequenceKey) ?? 0) + 1;
    this.sequences.set(sequenceKey, seq);
    return encodeFrame({ op: 'msg', topic, seq, data });
  }

  private deliver(connection: Connection, frame: Buffer, now: number): void {
    if (connection.send(frame, now)) this.framesSent += 1;
    else this.droppedFrames += 1;
  }

  private receive(connection: Connection, data: unknown, isBinary: boolean): void {
    // Frames already on their way when the socket was told to close still arrive: none of them is handled.
    if (connection.closing) return;
    const now = this.options.now();
    if (!connection.admit(now)) {
      connection.close(CLOSE_CODES.policyViolation, 'too many messages');
      return;
    }
    const frame = readClientFrame(data, isBinary);
    if (!frame.ok) {
      connection.close(frame.code, frame.reason);
      return;
    }
    this.handle(connection, frame.message, now);
  }

  private handle(connection: Connection, message: ClientMessage, now: number): void {
    switch (message.op) {
      case 'ping':
        connection.lastPingAt = now;
        connection.send(encodeFrame({ op: 'pong', t: message.t }), now);
        return;
      case 'sub':
        for (const topic of message.topics) this.subscribe(connection, topic);
        return;
      case 'unsub':
        for (const topic of message.topics) this.unsubscribe(connection, topic);
        return;
      case 'logout':
        connection.loginSerial += 1;
        this.downgrade(connection);
        return;
      case 'login':
        this.logIn(connection, message.token);
        return;
    }
  }

  private logIn(connection: Connection, token: string): void {
    connection.loginSerial += 1;
    const attempt = connection.loginSerial;
    void this.options
      .authenticate(token)
      .catch(() => null)
      .then((session) => {
        // A socket closed while its log-in was looked up is gone: registering it now would keep it (and
        // its user "online") for the life of the process.
        if (!this.connections.has(connection)) return;
        // A log-in or log-out sent since decides: lookups answer in any order, the client's last word wins.
        if (attempt !== connection.loginSerial) return;
        // A session ended while it was being looked up must not log the socket in.
        const live = session && !this.endedSessions.has(session.sessionId) ? session : null;
        this.setUser(connection, live);
        connection.send(encodeFrame({ op: 'login', ok: live !== null }), this.options.now());
      });
  }

  private isKnownTopic(topic: string): boolean {
    return topic === TOPIC_DAY_MARKET || isUserTopic(topic) || this.topicsByCode.has(topic);
  }

  private subscribe(connection: Connection, topic: string): void {
    if (!this.isKnownTopic(topic)) return;
    connection.topics.add(topic);
    if (isUserTopic(topic)) return; // user topics are delivered through userSockets
    let listeners = this.subscribers.get(topic);
    if (!listeners) {
      listeners = new Set();
      this.subscribers.set(topic, listeners);
    }
    listeners.add(connection);
  }

  private unsubscribe(connection: Connection, topic: string): void {
    connection.topics.delete(topic);
    const listeners = this.subscribers.get(topic);
    listeners?.delete(connection);
    if (listeners?.size === 0) this.subscribers.delete(topic);
  }

  /**
   * Sessions that just ended (log-out, password change): every socket logged in with one of them is
   * downgraded to a public socket at once: its private topics stop, quotes and candles go on, and it is
   * told `{op:'login', ok:false}` (the client's session is gone too, so it does not log in again).
   */
  endSessions(userId: number, sessionIds: readonly number[]): void {
    for (const sessionId of sessionIds) this.endedSessions.remember(sessionId);
    const sockets = this.userSockets.get(userId);
    if (!sockets) return;
    const ended = new Set(sessionIds);
    const now = this.options.now();
    for (const connection of [...sockets]) {
      if (connection.sessionId === null || !ended.has(connection.sessionId)) continue;
      this.downgrade(connection);
      connection.send(encodeFrame({ op: 'login', ok: false }), now);
    }
  }

  private downgrade(connection: Connection): void {
    this.setUser(connection, null);
    for (const topic of [...connection.topics]) if (isUserTopic(topic)) this.unsubscribe(connection, topic);
  }

  private setUser(connection: Connection, session: SocketSession | null): void {
    if (connection.userId !== null) {
      const sockets = this.userSockets.get(connection.userId);
      sockets?.delete(connection);
      if (sockets?.size === 0) this.userSockets.delete(connection.userId);
    }
    connection.userId = session?.userId ?? null;
    connection.sessionId = session?.sessionId ?? null;
    const userId = connection.userId;
    if (userId === null) return;
    let sockets = this.userSockets.get(userId);
    if (!sockets) {
      sockets = new Set();
      this.userSockets.set(userId, sockets);
    }
    sockets.add(connection);
  }

  private closeIdle(): void {
    const now = this.options.now();
    for (const connection of this.connections) {
      if (now - connection.lastPingAt > WS_IDLE_TIMEOUT_MS) connection.close(CLOSE_CODES.idle, 'no ping');
    }
  }

  private forget(connection: Connection): void {
    if (!this.connections.delete(connection)) return;
    this.setUser(connection, null);
    for (const topic of [...connection.topics]) this.unsubscribe(connection, topic);
  }
}
