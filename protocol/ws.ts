/**
 * The realtime wire of `/v1/ws`: binary frames, each one msgpack-encoded message. The client logs in,
 * subscribes to topics and pings every 5 s; the server answers pings and sends topic messages, each with
 * a sequence number per topic so the client can see a gap (a dropped batch) and resync.
 */

import type { AlertDirection, AlertWatch } from './schemas/alerts.ts';

export const WS_PATH = '/v1/ws';

/** Largest frame either side may send (the server closes with 1009 beyond it). */
export const WS_MAX_FRAME_BYTES = 64 * 1024;

/** Seconds between the client's pings; the server drops a socket after 30 s without one. */
export const WS_PING_INTERVAL_MS = 5_000;
export const WS_IDLE_TIMEOUT_MS = 30_000;

export const TOPIC_DAY_MARKET = 'DAY_MARKET';
export const TOPIC_FOREX_TRADE = 'FOREX_TRADE';
export const TOPIC_FOREX_CLOSED = 'FOREX_CLOSED';
export const TOPIC_PRICE_ALERT = 'PRICE_ALERT';
export const TOPIC_FOREX_STOPS = 'FOREX_STOPS';
export const KLINE_TOPIC_PREFIX = 'KLINE.';

export type Topic = string;

export function klineTopic(code: string): Topic {
  return `${KLINE_TOPIC_PREFIX}${code}`;
}

/** Topics that carry one user's data and need a logged-in socket. */
export function isUserTopic(topic: Topic): boolean {
  return (
    topic === TOPIC_FOREX_TRADE ||
    topic === TOPIC_FOREX_CLOSED ||
    topic === TOPIC_PRICE_ALERT ||
    topic === TOPIC_FOREX_STOPS
  );
}

export type ClientMessage =
  | { op: 'login'; token: string }
  | { op: 'logout' }
  | { op: 'sub'; topics: Topic[] }
  | { op: 'unsub'; topics: Topic[] }
  | { op: 'ping'; t: number };

/**
 * One quote in a DAY_MARKET batch: [code, time (epoch ms), bid, ask, day open, day high, day low].
 * Tuples keep frames small and decoding cheap on a phone.
 */
export type QuoteTuple = [
  code: string,
  time: number,
  bid: number,
  ask: number,
  open: number,
  high: number,
  low: number,
];

/** The live one-minute bid candle of KLINE.<code>: [open time, open, high, low, close, tick volume]. */
export type CandleTuple = [time: number, open: number, high: number, low: number, close: number, volume: number];

/** FOREX_TRADE: the logged-in user's account totals, as decimal strings. */
export interface AccountTotals {
  balance: string;
  equity: string;
  margin: string;
  free_margin: string;
  /** equity ÷ used margin × 100, or "0" with no open position */
  risk_rate: string;
  all_fact_profits: string;
  /** how many positions are open and orders pending: a change (a pending order filled) reloads the lists */
  holding: number;
  pending: number;
}

/** FOREX_CLOSED: ids of the user's orders just closed (stop-loss, take-profit, stop-out, and closes made on another device). */
export interface ClosedOrders {
  ids: number[];
}

/** PRICE_ALERT: one of the user's price alerts fired (once), at the tick price that crossed its level. */
export interface PriceAlertFired {
  id: number;
  symbolId: number;
  code: string;
  watch: AlertWatch;
  direction: AlertDirection;
  /** the level set, at the symbol's decimals */
  level: string;
  /** the tick price that crossed it, at the symbol's decimals */
  price: string;
  /** epoch ms */
  firedAt: number;
}

/** FOREX_STOPS: stop-losses the server moved itself (trailing stops), each with its new price. */
export interface MovedStops {
  orders: { id: number; stopLoss: string }[];
}

export interface TopicPayloads {
  DAY_MARKET: QuoteTuple[];
  KLINE: CandleTuple;
  FOREX_TRADE: AccountTotals;
  FOREX_CLOSED: ClosedOrders;
  PRICE_ALERT: PriceAlertFired;
  FOREX_STOPS: MovedStops;
}

export type ServerMessage =
  | { op: 'pong'; t: number }
  | { op: 'login'; ok: boolean }
  | { op: 'msg'; topic: Topic; seq: number; data: unknown };

/** Narrows a decoded frame to a client message, or null when it is not one (the server then closes). */
export function parseClientMessage(value: unknown): ClientMessage | null {
  if (typeof value !== 'object' || value === null || !('op' in value)) return null;
  const message = value as Record<string, unknown>;
  switch (message.op) {
    case 'login':
      return typeof message.token === 'string' && message.token.length <= 512
        ? { op: 'login', token: message.token }
        : null;
    case 'logout':
      return { op: 'logout' };
    case 'sub':
    case 'unsub': {
      const topics = message.topics;
      if (!Array.isArray(topics) || topics.length > 100) return null;
      if (!topics.every((topic): topic is string => typeof topic === 'string' && topic.length <= 64)) return null;
      return { op: message.op, topics };
    }
    case 'ping':
      return typeof message.t === 'number' ? { op: 'ping', t: message.t } : null;
    default:
      return null;
  }
}

/** Narrows a decoded frame to a server message (used by the worker). */
export function parseServerMessage(value: unknown): ServerMessage | null {
  if (typeof value !== 'object' || value === null || !('op' in value)) return null;
  const message = value as Record<string, unknown>;
  if (message.op === 'pong' && typeof message.t === 'number') return { op: 'pong', t: message.t };
  if (message.op === 'login' && typeof message.ok === 'boolean') return { op: 'login', ok: message.ok };
  if (message.op === 'msg' && typeof message.topic === 'string' && typeof message.seq === 'number') {
    return { op: 'msg', topic: message.topic, seq: message.seq, data: message.data };
  }
  return null;
}
