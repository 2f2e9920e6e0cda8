import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { SessionEvents } from '../accounts/sessionEvents.ts';
import { findLiveSession } from '../accounts/sessions.ts';
import type { Db } from '../db/database.ts';
import { listSymbols } from '../market/catalog.ts';
import type { MarketService } from '../market/marketService.ts';
import { RealtimeGateway } from './gateway.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The `/v1/ws` gateway (the trading engine publishes per-user topics through it). */
    realtime: RealtimeGateway;
  }
}

export interface RealtimeDeps {
  db: Db;
  market: MarketService;
  now: () => number;
  sessionEvents: SessionEvents;
}

/** The plugin's name, which plugins that publish through `app.realtime` list in their `dependencies`. */
export const REALTIME_PLUGIN = 'pipwave-realtime';

/**
 * The realtime gateway on the app (`app.realtime`): it follows the market, authenticates sockets by session
 * and drops the sockets of ended sessions; it stops with the app. The socket route is the HTTP layer's
 * (server/http/routes/realtimeSocket.ts).
 */
export const realtimePlugin = fastifyPlugin<RealtimeDeps>(
  async (app, deps) => {
    const symbols = await listSymbols(deps.db);
    const gateway = new RealtimeGateway(deps.market, {
      codes: new Map(symbols.map((symbol) => [symbol.id, symbol.code])),
      now: deps.now,
      authenticate: (token) => findLiveSession(deps.db, token, deps.now()),
    });
    app.decorate('realtime', gateway);
    gateway.start();
    const stopListening = deps.sessionEvents.subscribe((event) => gateway.endSessions(event.userId, event.sessionIds));
    app.addHook('preClose', async () => {
      stopListening();
      gateway.stop();
    });
  },
  { name: REALTIME_PLUGIN, fastify: '5.x' },
);

/** The gateway of an app built by buildApp (typed access for code outside the server project). */
export function realtimeOf(app: FastifyInstance): RealtimeGateway {
  return app.realtime;
}
