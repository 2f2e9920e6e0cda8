import { buildApp } from '../app.ts';
import type { EventBus } from '../cluster/bus.ts';
import { EngineNode } from '../cluster/engineNode.ts';
import { type Leadership, SoleLeadership } from '../cluster/leadership.ts';
import { startFollowerMarket } from '../cluster/marketRelay.ts';
import { LeaderWatch } from '../cluster/presence.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { AppDeps } from '../http/deps.ts';
import type { ManualSource } from '../market/manualSource.ts';
import { startTestMarket } from './testApp.ts';
import type { TestNats } from './testNats.ts';

/** A test engine process: leader or standby; `source` is the hand-driven feed of its market while it leads. */
export interface TestEngine {
  node: EngineNode;
  source(): ManualSource;
}

/** An engine process on the shared test database: its market is a hand-driven one, started when it is elected. */
export function startTestEngine(
  database: DatabaseHandle,
  bus: EventBus,
  leadership: Leadership,
  options: { engineId: string; now: () => number },
): TestEngine {
  let source: ManualSource | undefined;
  const node = new EngineNode({
    engineId: options.engineId,
    db: database.db,
    bus,
    leadership,
    startMarket: async () => {
      const started = await startTestMarket(database, { now: options.now });
      source = started.source;
      return started.market;
    },
    now: options.now,
    marketAlwaysOpen: false,
    log: (message, error) => {
      if (error) console.error(message, error);
    },
  });
  node.start();
  return {
    node,
    source() {
      if (!source) throw new Error(`${options.engineId} has not led yet`);
      return source;
    },
  };
}

/** The test's only engine process (`engine-1`, its own bus connection), once it leads. */
export async function startSoleEngine(
  database: DatabaseHandle,
  nats: TestNats,
  now: () => number,
): Promise<TestEngine> {
  const engine = startTestEngine(database, await nats.connect('engine'), new SoleLeadership(), {
    engineId: 'engine-1',
    now,
  });
  await engine.node.elected();
  return engine;
}

/** A gateway process (its own bus connection) listening on a free port; `wsUrl` is its `/v1/ws`. */
export async function startTestGateway(
  database: DatabaseHandle,
  bus: EventBus,
  gatewayId: string,
  deps: Partial<AppDeps> & { now: () => number },
) {
  const follower = await startFollowerMarket(database.db, bus, deps.now);
  const leader = new LeaderWatch(bus, Date.now);
  const app = await buildApp({
    deps: {
      db: database.db,
      market: follower.market,
      sparklines: follower.sparklines,
      marketAlwaysOpen: false,
      ...deps,
      gateway: { bus, gatewayId, leader },
    },
  });
  app.addHook('onClose', async () => {
    leader.stop();
    await follower.stop();
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return Object.assign(app, { wsUrl: `ws://127.0.0.1:${port}/v1/ws`, leader, market: follower.market });
}

export type TestGateway = Awaited<ReturnType<typeof startTestGateway>>;

/** Waits until `condition` holds (checked every 25 ms); throws naming `what` after `timeoutMs`. */
export async function until(what: string, condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
