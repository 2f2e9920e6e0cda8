import { SUCCESS_CODE } from '../../protocol/envelope.ts';

/** The market list's REST path (the app's query and index.html's early request). */
export const TRADE_LIST_PATH = '/v1/api/forex/trade_list';

/**
 * The first trade_list request, sent by index.html's inline script (src/boot/earlyQuotes.ts) while the
 * app's JavaScript is still downloading, instead of after it has run: on a slow link that is seconds.
 */
export interface EarlyTradeList {
  /** the envelope's data (shape not yet checked), or null when the request failed or was refused */
  readonly result: Promise<unknown>;
  /** the same data, set once it has arrived (the app's first render can then show it at once) */
  data?: unknown;
  /** when it arrived (Date.now()) */
  receivedAt?: number;
}

declare global {
  interface Window {
    /** handed from index.html's inline script to the app, taken once */
    pipwaveEarlyTradeList?: EarlyTradeList;
  }
}

function envelopeData(payload: unknown): unknown {
  if (typeof payload !== 'object' || payload === null) return null;
  const envelope = payload as { code?: unknown; data?: unknown };
  return envelope.code === SUCCESS_CODE ? (envelope.data ?? null) : null;
}

/** Starts the request (the inline script) and leaves it where the app will take it. */
export function startEarlyTradeList(lang: string): EarlyTradeList {
  const early: { -readonly [K in keyof EarlyTradeList]: EarlyTradeList[K] } = { result: Promise.resolve(null) };
  early.result = fetch(`${TRADE_LIST_PATH}?_t=${Date.now()}`, { headers: { lang, Accept: 'application/json' } })
    .then((response) => response.json())
    .then((payload: unknown) => {
      const data = envelopeData(payload);
      if (data !== null) {
        early.data = data;
        early.receivedAt = Date.now();
      }
      return data;
    })
    .catch(() => null);
  window.pipwaveEarlyTradeList = early;
  return early;
}

/** The app's side: the early request if index.html started one and nobody took it yet. */
export function takeEarlyTradeList(): EarlyTradeList | undefined {
  const early = window.pipwaveEarlyTradeList;
  window.pipwaveEarlyTradeList = undefined;
  return early;
}
