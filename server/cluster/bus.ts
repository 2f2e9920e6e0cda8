import type { SessionEvents, SessionsEnded } from '../accounts/sessionEvents.ts';
import type { Tick } from '../market/quoteSource.ts';

/** A symbol's live one-minute candle as the engine folded it: [symbolId, time, open, high, low, close, volume]. */
export type MinuteTuple = [number, number, number, number, number, number, number];

/** One batch of the engine's quote feed: the ticks and the live minute candle of every symbol they touched. */
export interface MarketBatch {
  ticks: Tick[];
  minutes: MinuteTuple[];
}

/** A message on one user's own topic (FOREX_TRADE, FOREX_CLOSED), for whichever gateway holds their sockets. */
export interface UserEvent {
  userId: number;
  topic: string;
  data: unknown;
}

/** A gateway's logged-in users, reported every second (the engine pushes totals only to online users). */
export interface PresenceReport {
  gatewayId: string;
  userIds: number[];
}

/** The engine leader's beat (every second): gateways and standbys know a leader is there. */
export interface LeaderBeat {
  engineId: string;
  /** when it became leader (epoch ms) */
  since: number;
}

/**
 * An account's balance changed outside the engine and the change has committed (a deposit or withdrawal a
 * gateway approved): the leader re-reads it and re-screens the account for stop-out.
 */
export interface BalanceMoved {
  accountId: number;
}

/** What travels between processes, one subject each. */
export interface BusMessages {
  market: MarketBatch;
  user: UserEvent;
  sessions: SessionsEnded;
  presence: PresenceReport;
  leader: LeaderBeat;
  balance: BalanceMoved;
}

export type BusTopic = keyof BusMessages;

/** Something the gateway asks the engine and waits for (an order command): bytes in, bytes out. */
export type RequestHandler = (request: Uint8Array) => Promise<Uint8Array>;

/**
 * The event bus between the engine and the gateways: fire-and-forget topics (quotes, per-user events, session
 * ends, presence, the leader's beat, balances moved) and one request/reply channel (order commands to the engine leader).
 * In process (`LocalEventBus`, one server) or over NATS (`NatsEventBus`, many processes).
 */
export interface EventBus {
  publish<T extends BusTopic>(topic: T, message: BusMessages[T]): void;
  /** Returns the unsubscribe function. */
  subscribe<T extends BusTopic>(topic: T, listener: (message: BusMessages[T]) => void): () => void;
  /** Sends a request to whoever serves it; rejects with EngineUnreachable when nobody answers in time. */
  request(payload: Uint8Array, timeoutMs: number): Promise<Uint8Array>;
  /** Serves requests (only the engine leader does); returns the function that stops serving. */
  serve(handler: RequestHandler): () => void;
  /** Whether the bus can carry messages right now (readiness). */
  connected(): boolean;
  close(): Promise<void>;
}

/** Nobody served a request in time (no engine leader, or it is taking over). */
export class EngineUnreachable extends Error {
  constructor(reason: string) {
    super(`engine unreachable: ${reason}`);
    this.name = 'EngineUnreachable';
  }
}

type Listener = (message: never) => void;

/** One process: listeners run synchronously on publish, requests call the handler directly. */
export class LocalEventBus implements EventBus {
  private readonly listeners = new Map<BusTopic, Set<Listener>>();
  private handler: RequestHandler | undefined;

  publish<T extends BusTopic>(topic: T, message: BusMessages[T]): void {
    for (const listener of this.listeners.get(topic) ?? []) (listener as (message: BusMessages[T]) => void)(message);
  }

  subscribe<T extends BusTopic>(topic: T, listener: (message: BusMessages[T]) => void): () => void {
    let set = this.listeners.get(topic);
    if (!set) {
      set = new Set();
      this.listeners.set(topic, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  async request(payload: Uint8Array): Promise<Uint8Array> {
    if (!this.handler) throw new EngineUnreachable('no engine serves requests');
    return this.handler(payload);
  }

  serve(handler: RequestHandler): () => void {
    this.handler = handler;
    return () => {
      if (this.handler === handler) this.handler = undefined;
    };
  }

  connected(): boolean {
    return true;
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.handler = undefined;
  }
}

/** Session ends announced on the bus, so every gateway drops the sockets of a session ended anywhere. */
export function busSessionEvents(bus: EventBus): SessionEvents {
  return {
    publish(event) {
      if (event.sessionIds.length > 0)
        bus.publish('sessions', { userId: event.userId, sessionIds: [...event.sessionIds] });
    },
    subscribe: (listener) => bus.subscribe('sessions', listener),
  };
}
