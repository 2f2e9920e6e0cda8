import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WS_MAX_FRAME_BYTES, WS_PATH } from '../../protocol/ws.ts';
import { findLiveSession } from '../accounts/sessions.ts';
import type { ServerDeps } from '../http/deps.ts';
import { ApiError } from '../http/envelope.ts';
import { listSymbols } from '../market/catalog.ts';
import { RealtimeGateway } from './gateway.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The `/v1/ws` gateway (the trading engine publishes per-user topics through it). */
    realtime: RealtimeGateway;
  }
}

/**
 * Browsers send Origin: the socket is accepted from the app's own origin (same host as the request) and
 * from ALLOWED_ORIGINS (comma-separated); clients that send no Origin (native apps, tools) are accepted.
 */
export function originAllowed(request: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export async function registerRealtime(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const symbols = await listSymbols(deps.db);
  const gateway = new RealtimeGateway(deps.market, {
    codes: new Map(symbols.map((symbol) => [symbol.id, symbol.code])),
    now: deps.now,
    async authenticate(token) {
      const session = await findLiveSession(deps.db, token, deps.now());
      return session;
    },
  });
  const allowed = (process.env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);

  app.decorate('realtime', gateway);
  await app.register(websocket, { options: { maxPayload: WS_MAX_FRAME_BYTES, perMessageDeflate: false } });
  app.get(
    WS_PATH,
    {
      websocket: true,
      preValidation: async (request) => {
        if (!originAllowed(request, allowed)) throw new ApiError('forbidden', 'originRefused');
      },
    },
    (socket) => gateway.accept(socket),
  );
  gateway.start();
  const stopListening = deps.sessionEvents.subscribe((event) => gateway.endSessions(event.userId, event.sessionIds));
  app.addHook('preClose', async () => {
    stopListening();
    gateway.stop();
  });
}

/** The gateway of an app built by buildApp (typed access for code outside the server project). */
export function realtimeOf(app: FastifyInstance): RealtimeGateway {
  return app.realtime;
}
