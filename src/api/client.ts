import type { Envelope } from '../../protocol/envelope.ts';
import { SESSION_INVALID_CODE, SUCCESS_CODE } from '../../protocol/envelope.ts';
import { currentLanguage, i18next } from '../i18n/i18n.ts';
import { useSession } from '../stores/session.ts';
import { toast, useUi } from '../stores/ui.ts';
import { refusalText } from './refusalText.ts';

export type QueryValue = string | number | boolean | undefined | null;
export type Params = Readonly<Record<string, QueryValue>>;

export interface CallOptions {
  query?: Params;
  /** Sent as application/x-www-form-urlencoded (SPEC's "form" calls). */
  form?: Params;
  json?: unknown;
  body?: FormData;
  signal?: AbortSignal;
  /**
   * Shows the global spinner while the call is in flight: the user is waiting on it (an order, a close, a
   * deposit), so it also says when it fails offline, even sent as a GET (SPEC's trading calls are GETs).
   */
  spinner?: boolean;
  /** Set false to handle errors without a toast. */
  showError?: boolean;
  /** An initial call (app start): a 999 clears the session but does not send the user to /login. */
  initial?: boolean;
}

/** A refused or failed call. `code` is the envelope code, or a network code such as `HTTP_502`. */
export class ApiError extends Error {
  constructor(
    readonly code: number | string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type SessionExpiredHandler = (from: string) => void;
let onSessionExpired: SessionExpiredHandler = () => {};

/** The router registers how to reach /login; the client stays free of routing. */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): void {
  onSessionExpired = handler;
}

function appendParams(target: URLSearchParams, params: Params | undefined): void {
  if (!params) return;
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) target.set(key, String(value));
  }
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function send(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: CallOptions,
  token: string | null,
): Promise<Response> {
  const url = new URL(path, window.location.origin);
  appendParams(url.searchParams, options.query);
  if (method !== 'POST') url.searchParams.set('_t', String(Date.now()));
  const headers = new Headers({ lang: currentLanguage(), Accept: 'application/json' });
  if (token) headers.set('Authorization', token);
  let body: BodyInit | undefined;
  if (options.form) {
    const form = new URLSearchParams();
    appendParams(form, options.form);
    body = form;
  } else if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  } else if (options.body) {
    body = options.body;
  }
  return fetch(url, { method, headers, body, signal: options.signal ?? null });
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'code' in value && 'msg' in value;
}

/**
 * A 999 (no valid session). Sent with the session this device still holds: it expired, so it is forgotten
 * and marked expired. Sent without one: a visitor reached something that needs an account. Either way the
 * user is sent to log in (the log-in screen says which), unless this was the quiet start-up check; a 999
 * for a session already replaced (a log-in happened meanwhile) changes nothing. No toast: the log-in screen
 * tells the user, and a visitor is never told a session expired.
 */
function handleSessionRefused(sentToken: string | null, initial: boolean): void {
  const session = useSession.getState();
  if (sentToken !== null && session.token !== sentToken) return;
  if (sentToken !== null) session.expire();
  if (!initial) onSessionExpired(window.location.pathname + window.location.search);
}

/** One REST call: unwraps the envelope, toasts errors, handles 999, counts the spinner. */
export async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, options: CallOptions = {}): Promise<T> {
  const showError = options.showError ?? true;
  const ui = useUi.getState();
  if (options.spinner) ui.spinnerStarted();
  try {
    let response: Response;
    const sentToken = useSession.getState().token;
    try {
      response = await send(method, path, options, sentToken);
    } catch (error) {
      if (isAbort(error)) throw error;
      const failure = new ApiError('NETWORK', i18next.t('errors.network', { code: 'NETWORK' }));
      // a background read that fails offline is expected: the connection pill already says so; an action
      // (not a GET, or a GET the user waits on behind the spinner) still toasts
      const backgroundRead = method === 'GET' && options.spinner !== true;
      if (showError && (navigator.onLine || !backgroundRead)) toast(failure.message, 'error');
      throw failure;
    }
    // a screen that goes away cancels its reads, also while the body is arriving: that is no server failure
    const payload: unknown = await response.json().catch((error: unknown) => {
      if (isAbort(error)) throw error;
      return null;
    });
    if (!isEnvelope(payload)) {
      const code = `HTTP_${response.status}`;
      const failure = new ApiError(code, i18next.t('errors.server', { code }));
      if (showError) toast(failure.message, 'error');
      throw failure;
    }
    if (payload.code === SUCCESS_CODE) return payload.data as T;
    if (payload.code === SESSION_INVALID_CODE) {
      handleSessionRefused(sentToken, options.initial === true);
      throw new ApiError(payload.code, payload.msg);
    }
    const message = refusalText(payload);
    if (showError) toast(message, 'error');
    throw new ApiError(payload.code, message);
  } finally {
    if (options.spinner) ui.spinnerStopped();
  }
}

export const api = {
  get: <T>(path: string, options?: CallOptions) => call<T>('GET', path, options),
  post: <T>(path: string, options?: CallOptions) => call<T>('POST', path, options),
  delete: <T>(path: string, options?: CallOptions) => call<T>('DELETE', path, options),
};
