import fastifyPlugin from 'fastify-plugin';
import type { Db } from '../db/database.ts';
import type { MarketService } from '../market/marketService.ts';
import { REALTIME_PLUGIN } from '../realtime/plugin.ts';
import { lockedFreeMargin } from '../trading/freeMargin.ts';
import { readAccountRisk, readMyDeals } from '../trading/orderQueries.ts';
import { followTradingSettings } from '../trading/startEngine.ts';
import type { TradingDesk } from '../trading/tradingDesk.ts';
import { loadTradingSymbols } from '../trading/tradingSymbols.ts';
import type { EventBus } from './bus.ts';
import { RemoteOrderCommands } from './engineCommands.ts';
import { type ProcessMetrics, timedDesk } from './metrics.ts';
import { type LeaderWatch, reportPresence } from './presence.ts';

export interface RemoteTradingDeps {
  db: Db;
  /** the gateway's follower market (quotes for the reads) */
  market: MarketService;
  bus: EventBus;
  /** this gateway's name in presence reports */
  gatewayId: string;
  /** the engine leader's beats: a takeover ends the commands still waiting on the old leader */
  leader: LeaderWatch;
  stopOutLevel?: number;
  metrics?: ProcessMetrics;
}

/**
 * Trading on a gateway (`ROLE=gateway`), in place of the engine: order commands go to the engine leader over
 * the bus; lists, risk and the withdrawals' free margin are read here from the database and the relayed
 * quotes; a balance moved here (a deposit or withdrawal approved) is announced to the leader on the bus; per-user
 * events the engine publishes reach this gateway's sockets, and this gateway tells the engine every second who
 * is logged in here.
 */
export const remoteTradingPlugin = fastifyPlugin<RemoteTradingDeps>(
  async (app, deps) => {
    const settings = await followTradingSettings(deps.db, deps.stopOutLevel, (message, error) =>
      app.log.error({ err: error }, message),
    );
    const reads = {
      db: deps.db,
      market: deps.market,
      symbols: await loadTradingSymbols(deps.db),
      stopOutLevel: () => settings.level.current,
    };
    const commands = new RemoteOrderCommands(deps.bus);
    const stopWatchingLeader = deps.leader.onChange(() => commands.abandonWaiting());
    const desk: TradingDesk = {
      submit: (...args) => commands.submit(...args),
      close: (...args) => commands.close(...args),
      closeAll: (...args) => commands.closeAll(...args),
      cancel: (...args) => commands.cancel(...args),
      setStops: (...args) => commands.setStops(...args),
      resetDemo: (...args) => commands.resetDemo(...args),
      addAlert: (...args) => commands.addAlert(...args),
      cancelAlert: (...args) => commands.cancelAlert(...args),
      myDeals: (accountId, status, page) => readMyDeals(reads, accountId, status, page),
      risk: (accountId) => readAccountRisk(reads, accountId),
      lockedFreeMargin: (tx, accountId) => lockedFreeMargin(reads, tx, accountId),
      balanceMoved(accountId) {
        // after the commit: a notice that cannot go (the bus down) must not fail the approval; the sweep catches it
        try {
          deps.bus.publish('balance', { accountId });
        } catch (error) {
          app.log.warn({ err: error, accountId }, 'balance notice not sent');
        }
      },
    };
    app.decorate('tradingDesk', timedDesk(desk, deps.metrics));
    app.decorate('stopOutLevel', settings.level);
    app.decorate('stopsLevels', settings.stopsLevels);
    const stopUserEvents = deps.bus.subscribe('user', (event) =>
      app.realtime.publishToUser(event.userId, event.topic, event.data),
    );
    const stopReporting = reportPresence(deps.bus, deps.gatewayId, () => app.realtime.onlineUserIds());
    app.addHook('preClose', async () => {
      stopReporting();
      stopWatchingLeader();
      stopUserEvents();
      settings.stop();
    });
  },
  { name: 'pipwave-trading', fastify: '5.x', dependencies: [REALTIME_PLUGIN] },
);
